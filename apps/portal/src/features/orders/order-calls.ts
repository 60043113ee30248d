import type { BandwidthTier } from '@proxy-portal/worker/contract/catalogue'
import type { ErrorCode } from '@proxy-portal/worker/contract/errors'
import { api, unwrap } from '../../lib/api'
import type { Keyed } from '../../lib/api-mutation'
import { SESSION_KEY } from '../session/session-query'
import { ORDERS_KEY } from './queries'

const order = () => api().api.order

/**
 * A paid change of an order, run by the mutation helper: the caller shows the outcome in the order
 * result dialog, and afterwards the top bar's balance, the money lists and the orders are read again.
 */
export const paidOrderChange = { refresh: [SESSION_KEY, ['money'], ORDERS_KEY], handles: true } as const
/** The toggle keeps its new state until the list has it, without flicking back. */
export const orderChange = { refresh: [ORDERS_KEY], handles: true } as const

export type RenewResult = { orderId: string; ok: boolean; code?: ErrorCode }

/** The changes of /order; the paid ones are run with what is asked, so a retry after a lost answer never pays twice. */
export const orderCalls = {
  renew: (id: string, keyed: Keyed) => unwrap(order().renew[':id'].$put({ param: { id } }, keyed)),
  increaseBandwidth: (id: string, bandwidth: BandwidthTier, keyed: Keyed) =>
    unwrap(order()['increase-bandwidth'][':id'].$put({ param: { id }, json: { bandwidth } }, keyed)),
  renewList: (listOrderId: string[], keyed: Keyed) => unwrap(order()['renew-list-order'].$put({ json: { listOrderId } }, keyed)),
  setAutoRenew: (id: string, autoRenew: boolean, keyed?: Keyed) =>
    unwrap(order()['auto-renew'][':id'].$put({ param: { id }, json: { autoRenew } }, keyed)),
}
