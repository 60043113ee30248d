import type { SubServerView } from '@proxy-portal/worker/contract/inventory'
import { m } from '../../paraglide/messages'
import { agoText } from '../manage-proxies/time-texts'

/**
 * A node's program as its heartbeats tell it (ADR 0018): online or offline with when it was last
 * seen, the feed version it serves against the portal's and when it applied it (its last sync), and
 * its last error. A node that never reported says so.
 */
export function NodeHealthCell({ server, now }: { server: SubServerView; now: number }) {
  const { health } = server
  if (!health) return <span className="badge badge-ghost badge-sm whitespace-nowrap">{m.inventory_node_never()}</span>
  const synced = health.appliedFeedVersion === server.feedVersion
  return (
    <div className="min-w-48 space-y-0.5 text-xs" data-testid="node-health">
      <span className={`badge badge-soft badge-sm whitespace-nowrap ${health.online ? 'badge-success' : 'badge-error'}`}>
        {health.online ? m.inventory_node_online() : m.inventory_node_offline()}
      </span>
      <p className="text-base-content/60 whitespace-nowrap">{m.inventory_node_seen({ ago: agoText(health.lastSeenAt, now) })}</p>
      <p className={synced ? 'text-base-content/60' : 'text-warning'}>
        {m.inventory_node_sync({
          applied: health.appliedFeedVersion ?? '—',
          current: server.feedVersion,
          ago: health.feedAppliedAt === null ? '—' : agoText(health.feedAppliedAt, now),
        })}
      </p>
      <p className="text-base-content/60 whitespace-nowrap">
        {m.inventory_node_stats({ version: health.version, proxies: health.proxiesServed, connections: health.openConnections })}
      </p>
      {health.lastError && <p className="text-error max-w-64 break-words">{m.inventory_node_error({ error: health.lastError })}</p>}
    </div>
  )
}
