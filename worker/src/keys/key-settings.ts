import { and, eq, inArray } from 'drizzle-orm'
import { fail, ok, type Result } from '../contract/errors'
import type { Database } from '../db/client'
import { proxyKeys } from '../db/schema'
import { parseAuthIps } from '../domain/auth-ips'
import { keyStatusAt } from '../domain/key-rules'
import { selectKeyRows, splitLines } from './key-rows'

type Updated = Promise<Result<{ updated: number }>>
const IDS = 'SELECT value FROM json_each(?2)'

/** The caller's selected keys not yet released; NOT_FOUND unless every one of them is. */
async function selected(db: Database, userId: string, ids: readonly string[]) {
  const rows = await selectKeyRows(db).where(and(eq(proxyKeys.userId, userId), inArray(proxyKeys.id, [...ids])))
  return rows.filter((row) => row.status !== 'released')
}

/**
 * `PUT /api/key/auto-renew`: auto-renewal of the selected keys on or off, all or none. Turning it on
 * forgets a failed auto-renewal, so the cron tries again for the current end.
 */
export async function setKeysAutoRenew(db: Database, userId: string, ids: readonly string[], on: boolean, now: number): Updated {
  const unique = [...new Set(ids)]
  const scope = `user_id = ?1 AND id IN (${IDS}) AND status <> 'released'`
  const done = await db.$client
    .prepare(
      `UPDATE proxy_keys SET auto_renew = ?3, auto_renew_failed_for = CASE WHEN ?3 = 1 THEN NULL ELSE auto_renew_failed_for END, updated_at = ?4
        WHERE ${scope} AND (SELECT count(*) FROM proxy_keys WHERE ${scope}) = ?5 RETURNING id`,
    )
    .bind(userId, JSON.stringify(unique), on ? 1 : 0, now, unique.length)
    .all()
  return done.results.length === unique.length ? ok({ updated: unique.length }) : fail('NOT_FOUND')
}

/**
 * `PUT /api/key/auth-ip`: the client addresses let in without the login, on keys in use (the rule of
 * domain/auth-ips: one IPv4 a line, 1 to 3). SAME_OLD_AUTH_IP only when every selected key has the
 * list already. In force on the node with its next pull, as a proxy's.
 */
export async function setKeysAuthIps(db: Database, userId: string, ids: readonly string[], text: string, now: number): Updated {
  const unique = [...new Set(ids)]
  const parsed = parseAuthIps(text, [])
  if (!parsed.ok) return parsed
  const rows = await selected(db, userId, unique)
  if (rows.length !== unique.length) return fail('NOT_FOUND')
  if (rows.some((row) => keyStatusAt(row, now) !== 'using')) return fail('KEY_EXPIRED')
  if (rows.every((row) => !parseAuthIps(text, splitLines(row.authIps)).ok)) return fail('SAME_OLD_AUTH_IP')
  // All or none: a key that expired since it was read leaves the whole selection as it was.
  const scope = `user_id = ?1 AND id IN (${IDS}) AND status = 'using' AND expires_at > ?4`
  const done = await db.$client
    .prepare(
      `UPDATE proxy_keys SET auth_ips = ?3, updated_at = ?4 WHERE ${scope} AND (SELECT count(*) FROM proxy_keys WHERE ${scope}) = ?5
        RETURNING id`,
    )
    .bind(userId, JSON.stringify(unique), parsed.value.join('\n'), now, unique.length)
    .all()
  return done.results.length === unique.length ? ok({ updated: unique.length }) : fail('KEY_EXPIRED')
}
