import type { OrderChoice, OrderView } from '@proxy-portal/worker/contract/orders'
import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { ApiError, api, unwrap } from '../../lib/api'
import { m } from '../../paraglide/messages'
import { showOrderFailure, showOrderResult } from '../orders/order-result-store'
import { ORDERS_KEY } from '../orders/queries'
import { SESSION_KEY } from '../session/session-query'
import { CATALOGUE_KEY } from './catalogue-queries'

export type Purchase = { kind: 'choice'; choice: OrderChoice } | { kind: 'package'; packageId: string }

const client = () => api().api.order

function send(purchase: Purchase, key: string): Promise<{ order: OrderView }> {
  const init = { headers: { 'Idempotency-Key': key } }
  return purchase.kind === 'choice'
    ? unwrap(client().create.$post({ json: purchase.choice }, init))
    : unwrap(client()['buy-package'][':id'].$post({ param: { id: purchase.packageId } }, init))
}

/**
 * Buying: one Idempotency-Key per confirmed purchase. A call lost on the network keeps its key, so
 * pressing buy again for the same thing replays it instead of buying twice; any answer from the
 * server ends it. The result shows in the order result dialog; the balance and stock refresh.
 */
export function usePurchase() {
  const queryClient = useQueryClient()
  const pending = useRef<{ what: string; key: string } | null>(null)
  const [busy, setBusy] = useState(false)

  const buy = async (purchase: Purchase) => {
    const what = JSON.stringify(purchase)
    if (pending.current?.what !== what) pending.current = { what, key: crypto.randomUUID() }
    setBusy(true)
    try {
      const { order } = await send(purchase, pending.current.key)
      pending.current = null
      showOrderResult({ isSuccess: true, text: m.event_BUY_SUCCESS(), planId: order._id, useLink: true })
    } catch (error) {
      // A 4xx is the server's final word; a lost call or a 5xx may have gone through, so its key is kept for a retry.
      if (error instanceof ApiError && error.status < 500) pending.current = null
      showOrderFailure(error instanceof ApiError ? error.code : 'UNKNOW_ERROR')
    } finally {
      setBusy(false)
      void queryClient.invalidateQueries({ queryKey: SESSION_KEY })
      void queryClient.invalidateQueries({ queryKey: ['money'] })
      void queryClient.invalidateQueries({ queryKey: ORDERS_KEY })
      void queryClient.invalidateQueries({ queryKey: CATALOGUE_KEY })
    }
  }
  return { buy, busy }
}
