import { useApiMutation } from '../../lib/api-mutation'
import { m } from '../../paraglide/messages'
import { showOrderFailure, showOrderResult } from '../orders/order-result-store'
import { ORDERS_KEY } from '../orders/queries'
import { SESSION_KEY } from '../session/session-query'
import { CATALOGUE_KEY } from './catalogue-queries'
import { type Purchase, purchaseCalls } from './purchase-calls'

/**
 * Buying, with the purchase as what is asked: a call lost on the network keeps its Idempotency-Key,
 * so pressing buy again for the same thing replays it instead of buying twice. The result shows in
 * the order result dialog; the balance, the money lists, the orders and the stock refresh.
 */
export function usePurchase() {
  const { run, busy } = useApiMutation({ refresh: [SESSION_KEY, ['money'], ORDERS_KEY, CATALOGUE_KEY], handles: true })
  const buy = async (purchase: Purchase) => {
    const done = await run((keyed) => purchaseCalls.buy(purchase, keyed), purchase)
    if (done.ok) showOrderResult({ isSuccess: true, text: m.event_BUY_SUCCESS(), planId: done.value.order._id, useLink: true })
    else showOrderFailure(done.code)
  }
  return { buy, busy }
}
