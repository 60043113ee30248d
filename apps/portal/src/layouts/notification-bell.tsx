import { Bell } from 'lucide-react'
import { m } from '../paraglide/messages'

/** The bell: recent live notifications (top-ups credited, order results) of this session. */
export function NotificationBell() {
  return (
    <div className="dropdown dropdown-end">
      <button type="button" tabIndex={0} className="btn btn-ghost btn-sm btn-square" aria-label={m.notifications()}>
        <Bell className="size-5" aria-hidden="true" />
      </button>
      <div tabIndex={0} className="dropdown-content bg-base-100 rounded-box z-50 mt-2 w-72 p-4 shadow">
        <p className="font-semibold">{m.notifications()}</p>
        <p className="text-base-content/60 mt-2 text-sm">{m.notifications_empty()}</p>
      </div>
    </div>
  )
}
