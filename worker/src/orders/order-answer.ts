import type { OrderAnswer } from '../contract/orders'
import type { Database } from '../db/client'
import type { LedgerRow } from '../money/ledger'
import type { MoneyOp } from '../money/operations'
import { findOrderOf, heldProxiesOf } from './order-queries'
import { toOrderProxyView, toOrderView } from './order-views'

/** What a purchase, renewal or upgrade answers: the order as it is now, its proxies, the balance after the payment. */
export async function orderAnswer(db: Database, userId: string, orderId: string, balance: number): Promise<OrderAnswer> {
  const [order, held] = await Promise.all([findOrderOf(db, userId, orderId), heldProxiesOf(db, orderId)])
  if (!order) throw new Error(`order ${orderId} missing after its payment`)
  return { order: toOrderView(order), proxies: held.map(toOrderProxyView), balance }
}

/**
 * The op of a call whose payment was made before (a retry after a lost answer): it pays nothing again
 * (the ledger's event key is taken) and answers the first payment's rows, so it is built from them.
 */
export function repeatOf(row: LedgerRow): MoneyOp {
  return {
    kind: 'purchase',
    userId: row.userId,
    eventKey: row.eventKey,
    amount: -row.amount,
    type: row.type,
    content: row.content,
    refType: row.refType ?? 'order',
    refId: row.refId ?? '',
    statements: [],
  }
}
