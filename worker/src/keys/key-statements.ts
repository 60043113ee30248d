import { sql } from 'drizzle-orm'
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core'
import { randomToken } from '../auth/crypto'
import { KEY_PREFIX } from '../contract/keys'
import type { RawStatement } from '../money/purchase'
import { claim } from '../orders/order-statements'
import { newProxyLogin } from '../plans/credentials'
import type { KeyPackageRow } from './key-packages'
import type { KeyRow } from './key-rows'
import { sellableFor } from './key-stock'

const dialect = new SQLiteAsyncDialect()
const raw = (query: ReturnType<typeof sql>): RawStatement => dialect.sqlToQuery(query)

/** A new key's own secrets: its text (`rk_` and 32 URL-safe characters) and its endpoint's login. */
export function freshKeys(amount: number) {
  return Array.from({ length: amount }, () => ({ id: crypto.randomUUID(), key: `${KEY_PREFIX}${randomToken(24)}`, ...newProxyLogin('sk') }))
}

export type KeySale = {
  userId: string
  purchaseId: string
  pkg: KeyPackageRow
  keys: ReturnType<typeof freshKeys>
  expiresAt: number
}

/**
 * A purchase of keys, for the buyer's money op: each key takes a sellable rotating proxy of the
 * package's product at random as its endpoint (marked sold, so nothing else takes it), and a claim
 * fails the whole batch, money included, unless every key got one (NOT_ENOUGHT_KEY).
 */
export function buyKeyStatements(sale: KeySale, now: number): RawStatement[] {
  const { pkg } = sale
  return [
    raw(sql`INSERT INTO proxy_keys (id, key, user_id, purchase_id, package_id, package_name, package_name_en, proxy_id, username, password,
        ip_version, country_code, carrier, region, period_unit, period_count, min_change_seconds, auto_rotate_minutes, price, renew_price,
        status, starts_at, expires_at, created_at, updated_at)
      SELECT f.value ->> '$.id', f.value ->> '$.key', ${sale.userId}, ${sale.purchaseId}, ${pkg.id}, ${pkg.name}, ${pkg.nameEn}, c.id,
        f.value ->> '$.username', f.value ->> '$.password', ${pkg.ipVersion}, ${pkg.countryCode}, ${pkg.carrier}, ${pkg.region},
        ${pkg.periodUnit}, ${pkg.periodCount}, ${pkg.minChangeSeconds}, ${pkg.autoRotateMinutes}, ${pkg.price}, ${pkg.renewPrice},
        'using', ${now}, ${sale.expiresAt}, ${now}, ${now}
      FROM (SELECT id, row_number() OVER () - 1 AS n FROM (
          SELECT p.id FROM proxies p JOIN sub_servers s ON s.id = p.sub_server_id WHERE ${sellableFor(pkg, now)}
          ORDER BY random() LIMIT ${sale.keys.length})) c
      JOIN json_each(${JSON.stringify(sale.keys)}) f ON f.key = c.n`),
    {
      sql: `UPDATE proxies SET status = 'sold', updated_at = ? WHERE status = 'free' AND id IN (SELECT proxy_id FROM proxy_keys WHERE purchase_id = ?)`,
      params: [now, sale.purchaseId],
    },
    ...claim(sale.keys.length, 'SELECT count(*) FROM proxy_keys WHERE purchase_id = ?', [sale.purchaseId]),
  ]
}

/**
 * A renewal of an expired key (by its status or its time) that still holds its endpoint, with the end
 * that was read: one more period from now. A key renewed meanwhile fails the claim (NOT_EXPIRE).
 */
export function renewKeyStatements(key: KeyRow, expiresAt: number, now: number): RawStatement[] {
  return [
    ...claim(1, `SELECT count(*) FROM proxy_keys WHERE id = ? AND status IN ('using', 'expired') AND expires_at = ? AND expires_at <= ?`, [
      key.id,
      key.expiresAt,
      now,
    ]),
    {
      sql: `UPDATE proxy_keys SET status = 'using', starts_at = ?, expires_at = ?, auto_renew_failed_for = NULL, updated_at = ?
        WHERE id = ? AND status IN ('using', 'expired') AND expires_at = ?`,
      params: [now, expiresAt, now, key.id, key.expiresAt],
    },
  ]
}

/** An auto-renewal before the end: one more period from the current end, only if the key still runs, with auto-renew on, to that end. */
export function autoRenewKeyStatements(key: Pick<KeyRow, 'id' | 'expiresAt'>, expiresAt: number, now: number): RawStatement[] {
  return [
    ...claim(1, `SELECT count(*) FROM proxy_keys WHERE id = ? AND status = 'using' AND auto_renew = 1 AND expires_at = ?`, [
      key.id,
      key.expiresAt,
    ]),
    {
      sql: `UPDATE proxy_keys SET expires_at = ?, updated_at = ? WHERE id = ? AND status = 'using' AND expires_at = ?`,
      params: [expiresAt, now, key.id, key.expiresAt],
    },
  ]
}
