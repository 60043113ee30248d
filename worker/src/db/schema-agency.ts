import { sql } from 'drizzle-orm'
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { commissionStatuses, couponKinds } from '../contract/agency'
import { transactionTypes } from '../contract/ledger'
import { users } from './schema'

/**
 * One namespace for agency codes and coupon codes: the sign-up form takes either in one field, so a
 * code names one thing. Inserted in the same batch as its agency or coupon; the primary key refuses a
 * taken code (COUPON_ALREADY_EXIST). Codes are kept lower-cased.
 */
export const affiliateCodes = sqliteTable('affiliate_codes', {
  code: text().primaryKey(),
  kind: text({ enum: ['agency', 'coupon'] }).notNull(),
  refId: text('ref_id').notNull(),
  createdAt: integer('created_at').notNull(),
})

/**
 * An agency (the affiliate programme): one per user, inactive until an admin activates it. Its
 * referred customers get `discountPercent` off their purchases; it earns `commissionPercent` of what
 * they spend (ADR 0030).
 */
export const agencies = sqliteTable(
  'agencies',
  {
    id: text().primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    code: text().notNull(),
    active: integer({ mode: 'boolean' }).notNull().default(false),
    commissionPercent: integer('commission_percent').notNull(),
    discountPercent: integer('discount_percent').notNull(),
    createdAt: integer('created_at').notNull(),
    activatedAt: integer('activated_at'),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('agencies_one_per_user').on(t.userId),
    uniqueIndex('agencies_code').on(t.code),
    check('agencies_rates', sql`${t.commissionPercent} BETWEEN 0 AND 50 AND ${t.discountPercent} BETWEEN 0 AND 50`),
  ],
)

/**
 * What a referred customer's spend earned its agency. Made in the spend's own batch (so once per
 * spend: `spendEventKey` is the spend's ledger event), pending for the settings' days, then credited
 * by cron as the agent's own ledger row. A refund of the spend reverses its share (`reversed`): while
 * pending the commission shrinks (cancelled when nothing is left), after crediting the cron takes it
 * back through the ledger (`clawedBack`), never below a zero balance.
 */
export const commissions = sqliteTable(
  'commissions',
  {
    id: text().primaryKey(),
    agencyId: text('agency_id')
      .notNull()
      .references(() => agencies.id),
    agentId: text('agent_id')
      .notNull()
      .references(() => users.id),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id),
    spendEventKey: text('spend_event_key').notNull(),
    spendLedgerId: text('spend_ledger_id').notNull(),
    spendType: text('spend_type', { enum: transactionTypes }).notNull(),
    refType: text('ref_type'),
    refId: text('ref_id'),
    spendAmount: integer('spend_amount').notNull(),
    percent: integer().notNull(),
    amount: integer().notNull(),
    reversed: integer().notNull().default(0),
    paid: integer().notNull().default(0),
    clawedBack: integer('clawed_back').notNull().default(0),
    status: text({ enum: commissionStatuses }).notNull(),
    createdAt: integer('created_at').notNull(),
    creditedAt: integer('credited_at'),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('commissions_spend').on(t.spendEventKey),
    index('commissions_agency_time').on(t.agencyId, t.createdAt),
    index('commissions_status_time').on(t.status, t.createdAt),
    index('commissions_ref').on(t.refType, t.refId),
    check(
      'commissions_amounts',
      sql`${t.amount} > 0 AND ${t.reversed} BETWEEN 0 AND ${t.amount} AND ${t.clawedBack} BETWEEN 0 AND ${t.paid}`,
    ),
  ],
)

/**
 * A coupon: percent or fixed Xu off one purchase, from `minOrder`, for some products (empty: all),
 * between `startsAt` and `endsAt`, at most `maxUses` times in all and `maxUsesPerUser` per customer.
 * An agency's coupon (`agencyId`) serves its own referred customers and costs it its percent of commission.
 */
export const coupons = sqliteTable(
  'coupons',
  {
    id: text().primaryKey(),
    code: text().notNull(),
    agencyId: text('agency_id').references(() => agencies.id),
    kind: text({ enum: couponKinds }).notNull(),
    value: integer().notNull(),
    minOrder: integer('min_order').notNull().default(0),
    products: text({ mode: 'json' }).$type<string[]>().notNull(),
    startsAt: integer('starts_at').notNull(),
    endsAt: integer('ends_at'),
    maxUses: integer('max_uses'),
    maxUsesPerUser: integer('max_uses_per_user'),
    enabled: integer({ mode: 'boolean' }).notNull().default(true),
    createdBy: text('created_by').notNull(),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('coupons_code').on(t.code),
    index('coupons_agency').on(t.agencyId),
    check('coupons_value', sql`${t.value} > 0 AND (${t.kind} <> 'percent' OR ${t.value} <= 90) AND ${t.minOrder} >= 0`),
  ],
)

/** A coupon's use: part of the purchase's one batch (its ledger event), counted against the coupon's limits there. */
export const couponUses = sqliteTable(
  'coupon_uses',
  {
    id: text().primaryKey(),
    couponId: text('coupon_id')
      .notNull()
      .references(() => coupons.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    spendEventKey: text('spend_event_key').notNull(),
    discount: integer().notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('coupon_uses_spend').on(t.spendEventKey),
    index('coupon_uses_coupon_user').on(t.couponId, t.userId),
    check('coupon_uses_discount', sql`${t.discount} > 0`),
  ],
)

/**
 * The limits' check inside a purchase batch, like stock_claims: each column is 1 when the coupon was
 * still within that limit with this use counted. A 0 fails the whole batch, money included; the
 * constraint's name says which limit (DISCOUNT_USED_UP or DISCOUNT_ALREADY_USED).
 */
export const couponClaims = sqliteTable(
  'coupon_claims',
  {
    id: text().primaryKey(),
    withinTotal: integer('within_total').notNull(),
    withinUser: integer('within_user').notNull(),
  },
  (t) => [check('coupon_claims_total', sql`${t.withinTotal} = 1`), check('coupon_claims_user', sql`${t.withinUser} = 1`)],
)
