import { fail, ok, type Result } from '../contract/errors'
import type { OrderRenewQuote, PackageQuote } from '../contract/orders'
import type { Database } from '../db/client'
import { purchaseQuote } from '../domain/purchase-check'
import { userBalance } from '../money/ledger'
import { offerOfPackage } from './offers'
import { findOrderOf } from './order-queries'
import { renewRefusal } from './order-rules'

// Read-only quotes of the buy and renew dialogs (issue 15, honest buying): the dialog shows what the
// purchase would cost and what stops it now, so its confirm stays off until it can succeed. The
// purchase itself checks everything again; these only tell the customer first.

/**
 * What renewing one order of the caller costs now: its renewal price against the balance. It refuses
 * as renewing would (ORDER_NOT_EXIST, NOT_EXPIRE, ORDER_EXPIRED), so the dialog can say so at once.
 */
export async function renewOrderQuote(db: Database, userId: string, orderId: string, now: number): Promise<Result<OrderRenewQuote>> {
  const order = await findOrderOf(db, userId, orderId)
  if (!order) return fail('ORDER_NOT_EXIST')
  const refusal = renewRefusal(order, now)
  if (refusal) return fail(refusal)
  const balance = (await userBalance(db, userId)) ?? 0
  // A renewal keeps the proxies the order holds: it never waits for stock.
  return ok(purchaseQuote({ totalPrice: order.renewPrice }, [], balance))
}

/**
 * What buying a ready-made package costs now: its price against the balance, and its country when the
 * live stock is below the package's amount. It refuses as buying would (INVALID_ORDER_PACKAGE, INVALID_COUNTRY).
 */
export async function packageQuote(db: Database, userId: string, packageId: string): Promise<Result<PackageQuote>> {
  const offer = await offerOfPackage(db, packageId)
  if (!offer.ok) return offer
  const { totalPrice, renewPrice, stock, countryCode, amount } = offer.value
  const balance = (await userBalance(db, userId)) ?? 0
  return ok(purchaseQuote({ totalPrice, renewPrice, stock }, [{ countryCode, wanted: amount, available: stock }], balance))
}
