import type { BandwidthTier } from '@proxy-portal/worker/contract/catalogue'
import type { OrderView } from '@proxy-portal/worker/contract/orders'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { Money } from '../../components/ui/money'
import { SelectField } from '../../components/ui/select-field'
import { useApiMutation } from '../../lib/api-mutation'
import { tierText } from '../../lib/labels'
import { m } from '../../paraglide/messages'
import { tiersQuery } from '../buy/catalogue-queries'
import { higherTiers } from './higher-tiers'
import { orderCalls, paidOrderChange } from './order-calls'
import { showOrderFailure, showOrderResult } from './order-result-store'
import { upgradeQuoteQuery } from './queries'

/** Upgrading an order's bandwidth: a higher tier, and what it costs for the rest of the period. */
export function BandwidthDialog({ order, onClose }: { order: OrderView | null; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null)
  // client-only: the tiers matter once the dialog opens (/order prefetches them anyway).
  const tiers = useQuery(tiersQuery).data ?? []
  const { run, busy } = useApiMutation(paidOrderChange)
  const [chosen, setChosen] = useState<BandwidthTier | ''>('')
  useEffect(() => {
    setChosen('')
    if (order && !dialog.current?.open) dialog.current?.showModal()
    if (!order && dialog.current?.open) dialog.current.close()
  }, [order])

  const options = order ? higherTiers(order, tiers) : []
  const target = options.find((tier) => tier.tier === chosen) ?? options[0]
  // client-only: the price of the tier chosen in this dialog.
  const quote = useQuery({ ...upgradeQuoteQuery(order?._id ?? '', target?.tier ?? 'unlimited'), enabled: Boolean(order && target) })
  const estimate = quote.data?.price ?? null
  const submit = async () => {
    if (!order || !target) return
    const { _id: id } = order
    const done = await run((keyed) => orderCalls.increaseBandwidth(id, target.tier, keyed), ['increase-bandwidth', id, target.tier])
    if (done.ok) showOrderResult({ isSuccess: true, text: m.event_INCREASE_BANDWIDTH_SUCCESS(), planId: id })
    else showOrderFailure(done.code)
    onClose()
  }
  return (
    <dialog ref={dialog} className="modal" onClose={onClose} aria-labelledby="bandwidth-title">
      {order && (
        <div className="modal-box">
          <h3 id="bandwidth-title" className="text-lg font-bold">
            {m.orders_upgrade_title({ code: order.code })}
          </h3>
          <p className="mt-2 text-sm">
            {m.orders_upgrade_current()}: <strong>{tierText(order.bandwidthTier)}</strong>
          </p>
          {options.length === 0 ? (
            <p className="text-base-content/60 mt-4">{m.orders_upgrade_none()}</p>
          ) : (
            <>
              <SelectField label={m.orders_upgrade_to()} value={target?.tier ?? ''} onChange={(value) => setChosen(value as BandwidthTier)}>
                {options.map((tier) => (
                  <option key={tier.tier} value={tier.tier}>
                    {tierText(tier.tier, tier.monthlyGb)}
                  </option>
                ))}
              </SelectField>
              <p className="mt-2" data-testid="upgrade-price">
                {m.orders_upgrade_price()}: <strong>{estimate === null ? '—' : <Money xu={estimate} />}</strong>
              </p>
              <p className="text-base-content/60 text-xs">{m.orders_upgrade_price_note()}</p>
            </>
          )}
          <div className="modal-action">
            <button type="button" className="btn" onClick={onClose}>
              {m.action_cancel()}
            </button>
            <button type="button" className="btn btn-primary" disabled={!target || busy} onClick={() => void submit()}>
              {busy && <span className="loading loading-spinner loading-sm" />}
              {m.orders_upgrade_bandwidth()}
            </button>
          </div>
        </div>
      )}
    </dialog>
  )
}
