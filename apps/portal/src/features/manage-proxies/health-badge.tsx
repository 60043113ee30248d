import type { BoughtProxyView } from '@proxy-portal/worker/contract/bought-proxies'
import { m } from '../../paraglide/messages'
import { failureText } from './labels'
import { agoText } from './time-texts'

/**
 * The last real check, as it was: never checked, alive with its latency, or dead with the reason,
 * and how long ago. An expired proxy is locked, so an old green badge would mislead: it says locked;
 * a proxy whose node stopped reporting says so (ADR 0018).
 */
export function HealthBadge({ proxy, now }: { proxy: BoughtProxyView; now: number | null }) {
  const { health } = proxy
  if (proxy.status !== 'using')
    return <span className="badge badge-soft badge-warning badge-sm whitespace-nowrap">{m.manage_locked()}</span>
  // Honest first: a node that stopped reporting may not carry traffic, whatever an older check said.
  const offline = proxy.node === 'offline' && (
    <span
      className="badge badge-soft badge-error badge-sm whitespace-nowrap"
      title={m.manage_node_offline_hint()}
      data-testid="proxy-node-offline"
    >
      {m.manage_node_offline()}
    </span>
  )
  if (!health)
    return (
      <div className="space-y-0.5">
        {offline}
        <span className="badge badge-ghost badge-sm whitespace-nowrap">{m.manage_health_never()}</span>
      </div>
    )
  return (
    <div className="space-y-0.5 text-sm" data-testid="proxy-health">
      {offline}
      {health.alive ? (
        <span className="badge badge-soft badge-success badge-sm whitespace-nowrap">
          {health.latencyMs === null ? m.manage_health_alive() : m.manage_health_alive_ms({ ms: health.latencyMs })}
        </span>
      ) : (
        // The reason under the badge, free to wrap: in one badge it widened the list past a 1280 px screen.
        <>
          <span className="badge badge-soft badge-error badge-sm whitespace-nowrap">{m.check_proxy_dead()}</span>
          <p className="text-error text-xs">{health.failure ? failureText[health.failure]() : m.manage_failure_unknown()}</p>
        </>
      )}
      {now !== null && (
        <p className="text-base-content/60 text-xs whitespace-nowrap">{m.manage_health_checked({ ago: agoText(health.checkedAt, now) })}</p>
      )}
    </div>
  )
}
