import type { BoughtProxyView } from '@proxy-portal/worker/contract/bought-proxies'
import { isOverQuota } from '@proxy-portal/worker/contract/usage'
import { useQuery } from '@tanstack/react-query'
import { Gauge } from 'lucide-react'
import { useState } from 'react'
import { gbText } from '../../lib/bytes'
import { formatDate } from '../../lib/dates'
import { m } from '../../paraglide/messages'
import { BandwidthDialog } from '../orders/bandwidth-dialog'
import { orderDetailQuery } from '../orders/queries'

/**
 * What the proxy moved in its 30-day window against its tier (ADR 0018), and, once it is used up,
 * why the proxy stopped and the way out: a higher tier now, or the window's end.
 */
export function UsageLine({ proxy }: { proxy: BoughtProxyView }) {
  const { usage } = proxy
  if (!usage) return null
  const used = gbText(usage.usedBytes)
  return (
    <div className="space-y-1" data-testid="proxy-usage">
      <p className="text-base-content/60 flex items-center gap-1 text-xs whitespace-nowrap">
        <Gauge className="size-3" aria-hidden="true" />
        {usage.allowanceBytes === null
          ? m.manage_usage_unlimited({ used })
          : m.manage_usage_of({ used, total: gbText(usage.allowanceBytes) })}
      </p>
      {proxy.status === 'using' && isOverQuota(usage) && <QuotaNotice proxy={proxy} until={usage.periodEnd} />}
    </div>
  )
}

function QuotaNotice({ proxy, until }: { proxy: BoughtProxyView; until: number }) {
  const [open, setOpen] = useState(false)
  // client-only: the order is read only when the customer asks to upgrade.
  const detail = useQuery({ ...orderDetailQuery(proxy.orderId), enabled: open })
  return (
    <div className="text-error space-y-1 text-xs" data-testid="proxy-quota">
      <p className="max-w-56">{m.manage_quota_reached({ date: formatDate(until) })}</p>
      <button type="button" className="btn btn-error btn-outline btn-xs" onClick={() => setOpen(true)}>
        {m.orders_upgrade_bandwidth()}
      </button>
      <BandwidthDialog order={open ? (detail.data?.order ?? null) : null} onClose={() => setOpen(false)} />
    </div>
  )
}
