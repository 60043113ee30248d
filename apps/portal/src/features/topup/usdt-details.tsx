import { CopyButton } from '../../components/ui/copy-button'
import { QrImage } from '../../components/ui/qr-image'
import { formatDateTime } from '../../lib/dates'
import { m } from '../../paraglide/messages'
import type { UsdtOrder } from './provider-pages'

/** Where to send USDT and exactly how much: the amount itself names the top-up, so it must be exact. */
export function UsdtDetails({ order }: { order: UsdtOrder }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_auto]">
      <div className="space-y-3">
        <p>{m.usdt_send_exact({ time: formatDateTime(order.expiresAt) })}</p>
        <div className="bg-base-200 rounded-box space-y-2 p-4">
          <div>
            <p className="text-base-content/60 text-sm">{m.usdt_address()}</p>
            <p className="flex flex-wrap items-center gap-1 font-mono break-all">
              {order.address} <CopyButton text={order.address} />
            </p>
          </div>
          <div>
            <p className="text-base-content/60 text-sm">{m.usdt_amount()}</p>
            <p className="flex items-center gap-1 font-mono text-lg font-semibold">
              {order.amount} USDT <CopyButton text={order.amount} />
            </p>
          </div>
        </div>
        <div role="alert" className="alert alert-warning alert-soft text-sm">
          {m.usdt_warning()}
        </div>
        <p className="text-base-content/70 text-sm">{m.usdt_waiting()}</p>
      </div>
      <QrImage text={order.address} alt={m.usdt_qr_alt()} className="mx-auto size-48" />
    </div>
  )
}
