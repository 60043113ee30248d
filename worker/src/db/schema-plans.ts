import { sql } from 'drizzle-orm'
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { bandwidthTiers } from '../contract/catalogue'
import { orderStatuses } from '../contract/orders'
import { planActions } from '../contract/plans'
import { users } from './schema'
import { proxies } from './schema-catalogue'

/**
 * The shared-proxy plan: at most one per user (spec: ALREADY_CREATE_PLAN). `amount` is a multiple of
 * 50 shared proxies spread over `countries`; bandwidth is a monthly allowance in GB (what was used: usage_totals,
 * ADR 0020). Credentials and auth IPs apply to every proxy of the plan.
 */
export const plans = sqliteTable(
  'plans',
  {
    id: text().primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    amount: integer().notNull(),
    countries: text({ mode: 'json' }).$type<string[]>().notNull(),
    bandwidthTier: text('bandwidth_tier', { enum: bandwidthTiers }).notNull(),
    bandwidthGb: integer('bandwidth_gb'),
    authIps: text('auth_ips', { mode: 'json' }).$type<string[]>().notNull(),
    username: text().notNull(),
    password: text().notNull(),
    status: text({ enum: orderStatuses }).notNull(),
    monthlyPrice: integer('monthly_price').notNull(),
    autoRenew: integer('auto_renew', { mode: 'boolean' }).notNull().default(false),
    startsAt: integer('starts_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
    releasedAt: integer('released_at'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('plans_one_per_user').on(t.userId),
    // Nodes report usage by the plan's proxy username.
    uniqueIndex('plans_username').on(t.username),
    index('plans_status_expiry').on(t.status, t.expiresAt),
    check('plans_amount', sql`${t.amount} > 0 AND ${t.amount} % 50 = 0`),
  ],
)

/**
 * Which shared proxies a plan (or a trial) uses. A shared proxy serves several customers, at most
 * SHARED_PROXY_CAPACITY at a time; a claim counts live rows of the proxy inside its batch.
 */
export const sharedAssignments = sqliteTable(
  'shared_assignments',
  {
    id: text().primaryKey(),
    ownerType: text('owner_type', { enum: ['plan', 'trial'] }).notNull(),
    ownerId: text('owner_id').notNull(),
    proxyId: text('proxy_id')
      .notNull()
      .references(() => proxies.id),
    released: integer({ mode: 'boolean' }).notNull().default(false),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    index('shared_assignments_owner').on(t.ownerType, t.ownerId, t.released),
    index('shared_assignments_proxy').on(t.proxyId, t.released),
    uniqueIndex('shared_assignments_once').on(t.ownerType, t.ownerId, t.proxyId).where(sql`released = 0`),
  ],
)

/** The plan's purchase log (spec: buy, renew, increase bandwidth, increase amount, change country; each succeeded or failed). */
export const planLogs = sqliteTable(
  'plan_logs',
  {
    id: text().primaryKey(),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    userId: text('user_id').notNull(),
    action: text({ enum: planActions }).notNull(),
    success: integer({ mode: 'boolean' }).notNull(),
    price: integer().notNull().default(0),
    note: text().notNull().default(''),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('plan_logs_plan').on(t.planId, t.createdAt)],
)

/** The free trial: once per user (ALREADY_USE_TRIAL), US shared proxies only, status 'trying' until it ends. */
export const trials = sqliteTable(
  'trials',
  {
    id: text().primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    countryCode: text('country_code').notNull(),
    amount: integer().notNull(),
    authIps: text('auth_ips', { mode: 'json' }).$type<string[]>().notNull(),
    username: text().notNull(),
    password: text().notNull(),
    status: text({ enum: ['trying', 'expired'] }).notNull(),
    expiresAt: integer('expires_at').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('trials_one_per_user').on(t.userId), index('trials_status_expiry').on(t.status, t.expiresAt)],
)
