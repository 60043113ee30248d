import { PASSWORD_CHANGE_COOLDOWN_MS } from '../contract/bought-proxies'
import type { Result } from '../contract/errors'
import type { Database } from '../db/client'
import { parseAuthIps } from '../domain/auth-ips'
import { claim } from '../orders/order-statements'
import { splitAuthIps } from './bought-proxy-rows'
import { updateSelected } from './proxy-settings'
import { changeSelection, updatedCount } from './selection'

type Updated = Promise<Result<{ updated: number }>>

/**
 * The auth IPs of proxies in use (the rule of domain/auth-ips: one IPv4 a line, 1 to 3; INVALID_IP
 * otherwise). SAME_OLD_AUTH_IP only when every selected proxy has that list already: a selection of
 * mixed lists is brought to one. Stored one per line, as the node pulls them.
 */
export async function setAuthIps(db: Database, userId: string, ids: readonly string[], text: string, now: number): Updated {
  const parsed = parseAuthIps(text, [])
  if (!parsed.ok) return parsed
  const authIps = parsed.value.join('\n')
  const done = await changeSelection(db, userId, ids, now, {
    inUse: true,
    rule: (rows) => (rows.every((row) => parseAuthIps(text, splitAuthIps(row.authIps)).ok === false) ? 'SAME_OLD_AUTH_IP' : null),
    write: () => [updateSelected(db, userId, ids, { authIps, updatedAt: now })],
  })
  return updatedCount(done)
}

/**
 * A new password for proxies in use, their usernames kept. At most one change per proxy per 2 minutes
 * (CHANGE_PASSWORD_TOO_FAST, ADR 0015): the node pulls logins every minute, so a change is in force
 * within 2 minutes, and a faster one could be overtaken by the one before it.
 */
export async function changePasswords(db: Database, userId: string, ids: readonly string[], password: string, now: number): Updated {
  const unique = [...new Set(ids)]
  const since = now - PASSWORD_CHANGE_COOLDOWN_MS
  const done = await changeSelection(db, userId, unique, now, {
    inUse: true,
    rule: (rows) =>
      rows.some((row) => row.passwordChangedAt !== null && row.passwordChangedAt > since) ? 'CHANGE_PASSWORD_TOO_FAST' : null,
    guards: claim(
      unique.length,
      'SELECT count(*) FROM bought_proxies WHERE id IN (SELECT value FROM json_each(?)) AND (password_changed_at IS NULL OR password_changed_at <= ?)',
      [JSON.stringify(unique), since],
    ),
    write: () => [updateSelected(db, userId, unique, { password, passwordChangedAt: now, updatedAt: now })],
  })
  return updatedCount(done)
}
