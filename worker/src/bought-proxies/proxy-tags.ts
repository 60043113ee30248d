import type { Result } from '../contract/errors'
import type { Database } from '../db/client'
import { claim } from '../orders/order-statements'
import { tagOf } from '../tags/tag-store'
import { updateSelected } from './proxy-settings'
import { changeSelection, updatedCount } from './selection'

type Updated = Promise<Result<{ updated: number }>>

/**
 * Puts one of the customer's tags on selected proxies (a proxy carries at most one: it replaces the
 * one before). Another customer's tag is TAG_NOT_EXISTS, as an unknown one; the claim keeps a tag
 * deleted meanwhile from being put on anything.
 */
export async function tagProxies(db: Database, userId: string, ids: readonly string[], tagId: string, now: number): Updated {
  const done = await changeSelection(db, userId, ids, now, {
    inUse: false,
    rule: async () => ((await tagOf(db, userId, tagId)) ? null : 'TAG_NOT_EXISTS'),
    guards: claim(1, 'SELECT count(*) FROM tags WHERE id = ? AND user_id = ?', [tagId, userId]),
    write: () => [updateSelected(db, userId, ids, { tagId, updatedAt: now })],
  })
  return updatedCount(done)
}

export async function untagProxies(db: Database, userId: string, ids: readonly string[], now: number): Updated {
  const done = await changeSelection(db, userId, ids, now, {
    inUse: false,
    write: () => [updateSelected(db, userId, ids, { tagId: null, updatedAt: now })],
  })
  return updatedCount(done)
}
