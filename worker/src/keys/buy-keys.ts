import { periodMs } from '../contract/catalogue'
import { type ErrorCode, fail, ok, type Result } from '../contract/errors'
import { type BuyKeysAnswer, type BuyKeysInput, KEY_PURCHASE_PREFIX } from '../contract/keys'
import { rowsByEventKeys } from '../money/ledger'
import type { MoneyOp } from '../money/operations'
import { repeatOf } from '../money/purchase'
import type { OrderCaller } from '../orders/order-caller'
import { announce, freshPaymentTime } from '../orders/order-events'
import { orderIdOf } from '../orders/order-ids'
import { findKeyPackage } from './key-packages'
import { keysOfPurchase } from './key-rows'
import { buyKeyStatements, freshKeys } from './key-statements'

// A purchase tried and refused is announced as BUY_FAIL; input mistakes are only answered.
const refusals: ErrorCode[] = ['NOT_ENOUGH_MONEY', 'NOT_ENOUGHT_KEY']

/**
 * `POST /api/key/buy`: keys of a package, one money operation ('buy key') in the buyer's lock, with
 * the keys and their endpoints in the same batch. The purchase id comes from the Idempotency-Key, so a
 * retry answers with the keys bought the first time. Stock is checked first to answer fast; the
 * claim inside the batch is what guarantees it.
 */
export async function buyKeys(caller: OrderCaller, input: BuyKeysInput): Promise<Result<BuyKeysAnswer>> {
  const { db, userId, now } = caller
  const purchaseId = `${KEY_PURCHASE_PREFIX}${(await orderIdOf(caller.tagged(`key-buy:${userId}`))).slice(0, 30)}`
  const eventKey = `key-buy:${purchaseId}`
  const [paidBefore] = await rowsByEventKeys(db, [eventKey])
  let op: MoneyOp
  if (paidBefore) op = repeatOf(paidBefore)
  else {
    const pkg = await findKeyPackage(db, input.packageId, now, true)
    if (!pkg) return fail('INVALID_ORDER_PACKAGE')
    if (pkg.stock < input.amount) return refused(caller, purchaseId, 'NOT_ENOUGHT_KEY')
    const expiresAt = now + periodMs(pkg.periodUnit, pkg.periodCount)
    const sale = { userId, purchaseId, pkg, keys: freshKeys(input.amount), expiresAt }
    op = {
      kind: 'purchase',
      userId,
      eventKey,
      amount: pkg.price * input.amount,
      type: 'buy_key',
      content: `${input.amount} × ${pkg.name}`,
      refType: 'key-purchase',
      refId: purchaseId,
      statements: buyKeyStatements(sale, now),
      shortCode: 'NOT_ENOUGHT_KEY',
    }
  }
  const paid = await caller.pay(op, 'key-buy', input)
  if (!paid.ok) return refusals.includes(paid.code) ? refused(caller, purchaseId, paid.code) : paid
  const time = freshPaymentTime(paid.value, now)
  if (time !== null) await announce(caller.env, userId, { orderId: purchaseId, code: 'BUY_SUCCESS', time }, now)
  return ok({ purchaseId, keys: await keysOfPurchase(db, purchaseId, now), balance: paid.value.balance })
}

async function refused(caller: OrderCaller, purchaseId: string, code: ErrorCode): Promise<Result<never>> {
  await announce(caller.env, caller.userId, { orderId: purchaseId, code: 'BUY_FAIL', time: caller.now }, caller.now)
  return fail(code)
}
