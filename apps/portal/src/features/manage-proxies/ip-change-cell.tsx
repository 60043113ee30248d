import type { BoughtProxyView } from '@proxy-portal/worker/contract/bought-proxies'
import { formatDateTime } from '../../lib/dates'
import { m } from '../../paraglide/messages'

/** How the proxy's IP changes (by hand, or automatically every so many minutes) and the last change. */
export function IpChangeCell({ proxy }: { proxy: BoughtProxyView }) {
  return (
    <div className="space-y-1 text-sm whitespace-nowrap" data-testid="proxy-ip-change">
      <p>{proxy.ipChangeMode === 'auto' ? m.manage_ip_auto_every({ minutes: proxy.ipChangeInterval }) : m.manage_ip_manual()}</p>
      {proxy.ipChangeStatus === 'changing' && (
        <p className="text-info flex items-center gap-1 text-xs" role="status">
          <span className="loading loading-spinner loading-xs" aria-hidden="true" />
          {m.manage_ip_changing()}
        </p>
      )}
      {proxy.ipChangeStatus === 'changed' && proxy.ipChangedAt !== null && (
        <p className="text-base-content/70 text-xs">{m.manage_ip_changed_at({ time: formatDateTime(proxy.ipChangedAt) })}</p>
      )}
    </div>
  )
}
