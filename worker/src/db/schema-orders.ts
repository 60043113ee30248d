import { sql } from 'drizzle-orm'
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { checkFailures, ipChangeModes, ipChangeStatuses } from '../contract/bought-proxies'
import { bandwidthTiers, ipModes, ipVersions, periodUnits, proxyKinds } from '../contract/catalogue'
import { boughtProxyStatuses, orderActions, orderStatuses } from '../contract/orders'
import { users } from './schema'
import { proxies } from './schema-catalogue'

/**
 * An order: what was bought, at which price, and its life (spec section 4 statuses). The price
 * fields are the server's own computation at purchase time; `renewPrice` is what one more period costs.
 */
export const orders = sqliteTable(
  'orders',
  {
    id: text().primaryKey(),
    code: text().notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    packageId: text('package_id'),
    // The package's names when bought, Vietnamese and English (migration 0016 copied the old one into both).
    packageName: text('package_name'),
    packageNameEn: text('package_name_en'),
    kind: text({ enum: proxyKinds }).notNull(),
    ipVersion: text('ip_version', { enum: ipVersions }).notNull(),
    ipMode: text('ip_mode', { enum: ipModes }).notNull(),
    countryCode: text('country_code').notNull(),
    amount: integer().notNull(),
    bandwidthTier: text('bandwidth_tier', { enum: bandwidthTiers }).notNull(),
    periodUnit: text('period_unit', { enum: periodUnits }).notNull(),
    periodCount: integer('period_count').notNull(),
    originalPrice: integer('original_price').notNull(),
    discount: integer().notNull(),
    totalPrice: integer('total_price').notNull(),
    renewPrice: integer('renew_price').notNull(),
    status: text({ enum: orderStatuses }).notNull(),
    autoRenew: integer('auto_renew', { mode: 'boolean' }).notNull().default(false),
    startsAt: integer('starts_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
    /** The expiry an auto-renewal last failed for, so a short balance is reported once, not retried in a loop. */
    autoRenewFailedFor: integer('auto_renew_failed_for'),
    /** When the expired order's proxies went back to the pool (3 days after expiry). */
    releasedAt: integer('released_at'),
    /** The order these proxies were split off from (ADR 0035: a selection smaller than its order becomes its own order). */
    splitFrom: text('split_from'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('orders_code').on(t.code),
    index('orders_user_time').on(t.userId, t.createdAt),
    index('orders_status_expiry').on(t.status, t.expiresAt),
    check('orders_amount_positive', sql`${t.amount} > 0`),
    check('orders_prices', sql`${t.totalPrice} = ${t.originalPrice} - ${t.discount} AND ${t.totalPrice} > 0 AND ${t.discount} >= 0`),
  ],
)

/**
 * A proxy as a customer holds it: one row per sale of an inventory proxy. The credentials are the
 * customer's (copied at sale, changeable later); the row stays as history after the proxy is released.
 */
export const boughtProxies = sqliteTable(
  'bought_proxies',
  {
    id: text().primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    proxyId: text('proxy_id')
      .notNull()
      .references(() => proxies.id),
    username: text().notNull(),
    password: text().notNull(),
    status: text({ enum: boughtProxyStatuses }).notNull(),
    expiresAt: integer('expires_at').notNull(),
    /** When the customer last set the password (one change per 2 minutes). */
    passwordChangedAt: integer('password_changed_at'),
    /** Allowed client IPs, one per line (at most 3); empty: username and password only. */
    authIps: text('auth_ips').notNull().default(''),
    tagId: text('tag_id'),
    comment: text().notNull().default(''),
    ipChangeMode: text('ip_change_mode', { enum: ipChangeModes }).notNull().default('manual'),
    /** Minutes between automatic IP changes (5 to 1000). */
    ipChangeInterval: integer('ip_change_interval').notNull().default(60),
    ipChangeStatus: text('ip_change_status', { enum: ipChangeStatuses }).notNull().default('idle'),
    /** When the running change was asked for (while 'changing'), so a lost one is finished by the cron. */
    ipChangeRequestedAt: integer('ip_change_requested_at'),
    ipChangedAt: integer('ip_changed_at'),
    /** A change a node must apply: 'changing' until its heartbeat reports this feed version or a later one (ADR 0018). */
    ipChangeFeedVersion: integer('ip_change_feed_version'),
    /** The last health check: when, alive or not, latency, and why it failed. */
    checkedAt: integer('checked_at'),
    checkAlive: integer('check_alive', { mode: 'boolean' }),
    checkLatencyMs: integer('check_latency_ms'),
    checkFailure: text('check_failure', { enum: checkFailures }),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    index('bought_proxies_user').on(t.userId, t.status),
    index('bought_proxies_user_expiry').on(t.userId, t.expiresAt),
    index('bought_proxies_tag').on(t.tagId).where(sql`tag_id IS NOT NULL`),
    index('bought_proxies_auto_ip').on(t.ipChangeMode, t.status).where(sql`ip_change_mode = 'auto'`),
    // The minute cron looks for changes whose call died: only the few rows being changed are in it.
    index('bought_proxies_changing').on(t.ipChangeRequestedAt).where(sql`ip_change_status = 'changing'`),
    index('bought_proxies_check').on(t.status, t.checkedAt),
    check('bought_proxies_ip_interval', sql`${t.ipChangeInterval} BETWEEN 5 AND 1000`),
    index('bought_proxies_order').on(t.orderId),
    // A proxy is held by at most one customer at a time.
    uniqueIndex('bought_proxies_one_holder').on(t.proxyId).where(sql`status <> 'released'`),
  ],
)

/**
 * A stock claim inside a purchase batch: the number of proxies wanted and the number the batch's
 * claim statement found. The CHECK fails the whole batch (money included) when stock ran short.
 */
export const stockClaims = sqliteTable(
  'stock_claims',
  {
    id: text().primaryKey(),
    wanted: integer().notNull(),
    got: integer().notNull(),
  },
  (t) => [check('stock_claims_complete', sql`${t.got} = ${t.wanted}`)],
)

/** An order's history: buy, renew, auto-renew, increase bandwidth, expire, release; each succeeded or failed. */
export const orderLogs = sqliteTable(
  'order_logs',
  {
    id: text().primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    userId: text('user_id').notNull(),
    action: text({ enum: orderActions }).notNull(),
    success: integer({ mode: 'boolean' }).notNull(),
    price: integer().notNull().default(0),
    note: text().notNull().default(''),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('order_logs_order').on(t.orderId, t.createdAt)],
)

/** A customer's tags for their proxies (spec: tag name); a proxy carries at most one. */
export const tags = sqliteTable(
  'tags',
  {
    id: text().primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    name: text().notNull(),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [uniqueIndex('tags_user_name').on(t.userId, t.name)],
)
