import { Bell } from 'lucide-react'
import { NotificationText } from '../features/live/notification-text'
import { useNotifications } from '../features/live/notifications'
import { formatDateTime } from '../lib/dates'
import { m } from '../paraglide/messages'

/** The bell: the live notifications of this visit (credited top-ups, order results), newest first. */
export function NotificationBell() {
  const events = useNotifications()
  return (
    <div className="dropdown dropdown-end">
      <button type="button" tabIndex={0} className="btn btn-ghost btn-sm btn-square indicator" aria-label={m.notifications()}>
        <Bell className="size-5" aria-hidden="true" />
        {events.length > 0 && <span className="indicator-item badge badge-primary badge-xs">{events.length}</span>}
      </button>
      <div tabIndex={0} className="dropdown-content bg-base-100 rounded-box z-50 mt-2 w-80 p-4 shadow">
        <p className="font-semibold">{m.notifications()}</p>
        {events.length === 0 ? (
          <p className="text-base-content/60 mt-2 text-sm">{m.notifications_empty()}</p>
        ) : (
          <ul className="mt-2 space-y-2 text-sm">
            {events.map((event) => (
              <li key={event.seq} className="flex flex-col">
                <NotificationText event={event} />
                <time className="text-base-content/50 text-xs">{formatDateTime(event.at)}</time>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
