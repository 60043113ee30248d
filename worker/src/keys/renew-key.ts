import { periodMs } from '../contract/catalogue'
import { fail, ok, type Result } from '../contract/errors'
import type { KeyAnswer } from '../contract/keys'
import { keyRenewRefusal } from '../domain/key-rules'
import { rowsByEventKeys } from '../money/ledger'
import type { MoneyOp } from '../money/operations'
import { repeatOf } from '../money/purchase'
import type { OrderCaller } from '../orders/order-caller'
import { announce, freshPaymentTime } from '../orders/order-events'
import { findKeyOf, toKeyView } from './key-rows'
import { renewKeyStatements } from './key-statements'

/**
 * `PUT /api/key/renew/{id}`: an expired key at its renewal price ('renew key'), in use again for one
 * period from now (spec: renewal only when expired, NOT_EXPIRE otherwise; after release KEY_EXPIRED).
 * A retry of a renewal already paid answers as the first did.
 */
export async function renewKey(caller: OrderCaller, keyId: string): Promise<Result<KeyAnswer>> {
  const { db, env, now, userId } = caller
  const key = await findKeyOf(db, userId, keyId)
  if (!key) return fail('NOT_FOUND')
  const eventKey = caller.tagged(`key-renew:${key.id}`)
  const [paidBefore] = await rowsByEventKeys(db, [eventKey])
  let op: MoneyOp
  if (paidBefore) op = repeatOf(paidBefore)
  else {
    const refusal = keyRenewRefusal(key, now)
    if (refusal) return fail(refusal)
    op = {
      kind: 'purchase',
      userId,
      eventKey,
      amount: key.renewPrice,
      type: 'renew_key',
      content: key.packageName,
      refType: 'key',
      refId: key.id,
      statements: renewKeyStatements(key, now + periodMs(key.periodUnit, key.periodCount), now),
      shortCode: 'NOT_EXPIRE',
    }
  }
  const paid = await caller.pay(op, `key-renew:${key.id}`, {})
  if (!paid.ok) {
    if (paid.code === 'NOT_ENOUGH_MONEY') await announce(env, userId, { orderId: key.id, code: 'RENEW_FAIL', time: now }, now)
    return paid
  }
  const time = freshPaymentTime(paid.value, now)
  if (time !== null) await announce(env, userId, { orderId: key.id, code: 'RENEW_SUCCESS', time }, now)
  const renewed = await findKeyOf(db, userId, key.id)
  return ok({ key: toKeyView(renewed ?? key, now), balance: paid.value.balance })
}
