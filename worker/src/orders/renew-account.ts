import { and, asc, eq, gte, isNull } from 'drizzle-orm'
import { fail, ok, type Result } from '../contract/errors'
import { KEEP_EXPIRED_MS, type RenewListAnswer } from '../contract/orders'
import { ledger, orders } from '../db/schema'
import type { OrderCaller } from './order-caller'
import { renewList } from './renew-list'

// An Idempotency-Key is kept a day (ADR 0009): a replay later than that is a new call.
const REPLAY_WINDOW_MS = 24 * 3600_000

/** The caller's orders that may be renewed now (expired, proxies still held), the soonest to be released first. */
async function renewableOrders(caller: OrderCaller): Promise<string[]> {
  const rows = await caller.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, caller.userId),
        eq(orders.status, 'expired'),
        isNull(orders.releasedAt),
        gte(orders.expiresAt, caller.now - KEEP_EXPIRED_MS + 1),
      ),
    )
    .orderBy(asc(orders.expiresAt), asc(orders.id))
  return rows.map((row) => row.id)
}

/**
 * Orders this very call renewed before (a replay under the same Idempotency-Key): their renewals carry
 * the event key the call would give them again. Without a key every event key is new, so none match.
 */
async function renewedBefore(caller: OrderCaller): Promise<string[]> {
  const rows = await caller.db
    .select({ orderId: ledger.refId, eventKey: ledger.eventKey })
    .from(ledger)
    .where(
      and(
        eq(ledger.userId, caller.userId),
        eq(ledger.type, 'renew_private'),
        eq(ledger.refType, 'order'),
        gte(ledger.createdAt, caller.now - REPLAY_WINDOW_MS),
      ),
    )
    .orderBy(asc(ledger.createdAt))
  return rows.flatMap(({ orderId, eventKey }) => (orderId && caller.tagged(`renew:${orderId}`) === eventKey ? [orderId] : []))
}

/**
 * Renews everything of the account that is renewable (ADR 0023): every expired order still holding its
 * proxies, each its own purchase at its renewal price, as `renew-list-order` does. Nothing renewable is
 * NOT_EXPIRE; when not one could be renewed and all were refused alike (NOT_ENOUGH_MONEY), that code.
 */
export async function renewAccount(caller: OrderCaller): Promise<Result<RenewListAnswer>> {
  const ids = [...new Set([...(await renewedBefore(caller)), ...(await renewableOrders(caller))])]
  if (ids.length === 0) return fail('NOT_EXPIRE')
  const answer = await renewList(caller, ids)
  const codes = new Set(answer.results.map((result) => (result.ok ? 'ok' : result.code)))
  const [only] = codes
  if (codes.size === 1 && only !== 'ok' && only !== undefined) return fail(only)
  return ok(answer)
}
