import { sql } from 'drizzle-orm'
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { ipChangeStatuses } from '../contract/bought-proxies'
import { ipVersions, periodUnits } from '../contract/catalogue'
import { keyStatuses } from '../contract/keys'
import { users } from './schema'
import { proxies } from './schema-catalogue'

/** Rotating key packages (ADR 0028): what a key is sold as; keys copy what they need when bought. */
export const keyPackages = sqliteTable(
  'key_packages',
  {
    id: text().primaryKey(),
    // name and description are the Vietnamese texts; the English ones sit beside them (migration 0018
    // copied the old single text into both, so packages made before read the same in either language).
    name: text().notNull(),
    description: text().notNull().default(''),
    nameEn: text('name_en').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    ipVersion: text('ip_version', { enum: ipVersions }).notNull(),
    countryCode: text('country_code').notNull(),
    /** null: any carrier (region) of the country's rotating stock. */
    carrier: text(),
    region: text(),
    periodUnit: text('period_unit', { enum: periodUnits }).notNull(),
    periodCount: integer('period_count').notNull(),
    minChangeSeconds: integer('min_change_seconds').notNull(),
    /** null: no automatic rotation. */
    autoRotateMinutes: integer('auto_rotate_minutes'),
    price: integer().notNull(),
    renewPrice: integer('renew_price').notNull(),
    popular: integer({ mode: 'boolean' }).notNull().default(false),
    enabled: integer({ mode: 'boolean' }).notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('key_packages_name').on(t.name),
    check('key_packages_positive', sql`${t.price} > 0 AND ${t.renewPrice} > 0 AND ${t.periodCount} > 0 AND ${t.minChangeSeconds} > 0`),
  ],
)

/**
 * A rotating key: its holder, the rotating inventory proxy it holds as its fixed endpoint (listen host
 * and ports; its exit address is what rotates), its own login, and what it was sold as. The row stays
 * as history after release (3 days after expiry), when the proxy goes back to the rotating pool.
 */
export const proxyKeys = sqliteTable(
  'proxy_keys',
  {
    id: text().primaryKey(),
    /** The public key text (`rk_…`): shown on the holder's list and sent in the key calls' URLs. */
    key: text().notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    /** The purchase that bought it (several keys share one): a repeated purchase answers with its keys. */
    purchaseId: text('purchase_id').notNull(),
    packageId: text('package_id'),
    packageName: text('package_name').notNull(),
    /** The package's English name when bought ('' for none: the Vietnamese one serves). */
    packageNameEn: text('package_name_en').notNull().default(''),
    proxyId: text('proxy_id')
      .notNull()
      .references(() => proxies.id),
    username: text().notNull(),
    password: text().notNull(),
    /** Allowed client IPs, one per line (at most 3); empty: the login only. */
    authIps: text('auth_ips').notNull().default(''),
    ipVersion: text('ip_version', { enum: ipVersions }).notNull(),
    countryCode: text('country_code').notNull(),
    carrier: text(),
    region: text(),
    periodUnit: text('period_unit', { enum: periodUnits }).notNull(),
    periodCount: integer('period_count').notNull(),
    minChangeSeconds: integer('min_change_seconds').notNull(),
    autoRotateMinutes: integer('auto_rotate_minutes'),
    price: integer().notNull(),
    renewPrice: integer('renew_price').notNull(),
    status: text({ enum: keyStatuses }).notNull(),
    autoRenew: integer('auto_renew', { mode: 'boolean' }).notNull().default(false),
    /** The end an auto-renewal last failed for (short of money): reported once, not retried in a loop. */
    autoRenewFailedFor: integer('auto_renew_failed_for'),
    startsAt: integer('starts_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
    releasedAt: integer('released_at'),
    /** The last change made (the minimum interval counts from it). */
    changedAt: integer('changed_at'),
    changeStatus: text('change_status', { enum: ipChangeStatuses }).notNull().default('idle'),
    changeRequestedAt: integer('change_requested_at'),
    /** A change the node must apply: 'changing' until its heartbeat reports this feed version or a later one. */
    changeFeedVersion: integer('change_feed_version'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('proxy_keys_key').on(t.key),
    // A rotating proxy is the endpoint of at most one key at a time.
    uniqueIndex('proxy_keys_one_holder').on(t.proxyId).where(sql`status <> 'released'`),
    index('proxy_keys_user').on(t.userId, t.createdAt),
    index('proxy_keys_purchase').on(t.purchaseId),
    index('proxy_keys_status_expiry').on(t.status, t.expiresAt),
    index('proxy_keys_changing').on(t.changeRequestedAt).where(sql`change_status = 'changing'`),
    index('proxy_keys_auto_rotate').on(t.status).where(sql`auto_rotate_minutes IS NOT NULL`),
    check('proxy_keys_prices', sql`${t.price} > 0 AND ${t.renewPrice} > 0`),
  ],
)

/**
 * A customer's download link (ADR 0028): a URL carrying a random token (stored as its SHA-256, shown
 * once) that answers the customer's proxy list in a chosen export format, for tools that poll a list.
 * One live link per account; a new one or a revocation ends the old one (401 from then on).
 */
export const downloadLinks = sqliteTable(
  'download_links',
  {
    id: text().primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    /** The token's first characters, so the customer can tell links apart. */
    prefix: text().notNull(),
    createdAt: integer('created_at').notNull(),
    lastUsedAt: integer('last_used_at'),
    revokedAt: integer('revoked_at'),
  },
  (t) => [uniqueIndex('download_links_token').on(t.tokenHash), index('download_links_user').on(t.userId, t.createdAt)],
)
