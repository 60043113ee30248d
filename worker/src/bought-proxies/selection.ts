import { and, eq, ne, type SQL, sql } from 'drizzle-orm'
import { type ErrorCode, fail, ok, type Result } from '../contract/errors'
import type { Database } from '../db/client'
import { boughtProxies } from '../db/schema'
import type { RawStatement } from '../money/purchase'
import { claim } from '../orders/order-statements'
import { runBatch } from '../plans/batch'

const b = boughtProxies
const IN_JSON = 'id IN (SELECT value FROM json_each(?))'
const selectedColumns = {
  id: b.id,
  orderId: b.orderId,
  status: b.status,
  expiresAt: b.expiresAt,
  authIps: b.authIps,
  passwordChangedAt: b.passwordChangedAt,
}
export type SelectedProxy = { [K in keyof typeof selectedColumns]: (typeof b.$inferSelect)[K] }

/** The ids of a selection as one bound JSON text: a selection may hold 500 ids, a D1 statement binds at most 100 values. */
export const idsIn = (ids: readonly string[]): SQL => sql`${b.id} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`

/** The caller's part of a selection: their own bought proxies they still hold (not released). */
export const heldBy = (userId: string, ids: readonly string[]): SQL | undefined =>
  and(idsIn(ids), eq(b.userId, userId), ne(b.status, 'released'))

/**
 * The selected proxies, all or nothing: an id that is not a proxy the caller holds (another
 * customer's, released, unknown) is PROXY_NOT_EXISTS for the whole selection, the same answer
 * whatever the reason, so nothing about other customers' proxies leaks.
 */
export async function selectionOf(db: Database, userId: string, ids: readonly string[]): Promise<Result<SelectedProxy[]>> {
  const unique = [...new Set(ids)]
  const rows = await db.select(selectedColumns).from(b).where(heldBy(userId, unique))
  return rows.length === unique.length ? ok(rows) : fail('PROXY_NOT_EXISTS')
}

/** In use: not expired, by status or by its end (the expiry job may not have run yet). */
export const isInUse = (proxy: Pick<SelectedProxy, 'status' | 'expiresAt'>, now: number) =>
  proxy.status === 'using' && proxy.expiresAt > now

/** A bulk call's answer: how many proxies it changed (all the selection, or it failed). */
export const updatedCount = (done: Result<SelectedProxy[]>): Result<{ updated: number }> =>
  done.ok ? ok({ updated: done.value.length }) : done

export type SelectionChange = {
  /** Only proxies in use may change (spec: password and auth-IP actions): ORDER_EXPIRED otherwise. */
  inUse: boolean
  /** A further rule on the selected rows, checked before writing. */
  rule?: (rows: SelectedProxy[]) => ErrorCode | null | Promise<ErrorCode | null>
  /** Claims that keep the rule true inside the batch (see `claim`). */
  guards?: RawStatement[]
  write: (rows: SelectedProxy[]) => RawStatement[]
}

async function checked(db: Database, userId: string, ids: string[], now: number, change: SelectionChange) {
  const selected = await selectionOf(db, userId, ids)
  if (!selected.ok) return selected
  if (change.inUse && !selected.value.every((proxy) => isInUse(proxy, now))) return fail('ORDER_EXPIRED')
  const refusal = (await change.rule?.(selected.value)) ?? null
  return refusal ? fail(refusal) : selected
}

/**
 * A change of many bought proxies as one D1 batch, all of them or none. The rules are checked first
 * to answer with their code; claims in the batch hold them at the moment of writing, so a release or
 * another change that got in between fails the whole batch, which is then answered by the rules again.
 */
export async function changeSelection(
  db: Database,
  userId: string,
  listIds: readonly string[],
  now: number,
  change: SelectionChange,
): Promise<Result<SelectedProxy[]>> {
  const ids = [...new Set(listIds)]
  const selected = await checked(db, userId, ids, now, change)
  if (!selected.ok) return selected
  const stillHeld = change.inUse
    ? claim(ids.length, `SELECT count(*) FROM bought_proxies WHERE ${IN_JSON} AND user_id = ? AND status = 'using' AND expires_at > ?`, [
        JSON.stringify(ids),
        userId,
        now,
      ])
    : claim(ids.length, `SELECT count(*) FROM bought_proxies WHERE ${IN_JSON} AND user_id = ? AND status <> 'released'`, [
        JSON.stringify(ids),
        userId,
      ])
  const done = await runBatch(db, [...stillHeld, ...(change.guards ?? []), ...change.write(selected.value)])
  if (done.ok) return selected
  const again = await checked(db, userId, ids, now, change)
  return fail(again.ok ? 'PROXY_NOT_EXISTS' : again.code)
}
