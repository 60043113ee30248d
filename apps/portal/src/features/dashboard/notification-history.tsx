import { useQuery } from '@tanstack/react-query'
import { formatDateTime } from '../../lib/dates'
import { m } from '../../paraglide/messages'
import { NotificationText } from '../live/notification-text'
import { DashboardCard } from './dashboard-card'
import { dashboardQuery } from './dashboard-query'

/** The kept live events (top-ups credited, order and plan results, renew failures), newest first (ADR 0034). */
export function NotificationHistory() {
  const events = useQuery(dashboardQuery).data?.notifications ?? []
  return (
    <DashboardCard id="notification-history" title={m.dashboard_notifications_title()}>
      {events.length === 0 ? (
        <p className="text-base-content/70 text-sm">{m.notifications_empty()}</p>
      ) : (
        <ul className="max-h-80 space-y-2 overflow-y-auto text-sm">
          {events.map((event) => (
            <li
              key={event.seq}
              className={`border-l-4 pl-2 ${event.type === 'plan' && !event.isSuccess ? 'border-error' : 'border-success'}`}
              data-testid="notification"
            >
              <NotificationText event={event} />
              <time className="text-base-content/60 block text-xs">{formatDateTime(event.at)}</time>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  )
}
