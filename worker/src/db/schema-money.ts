import { sql } from 'drizzle-orm'
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { topupMethods, topupStatuses, transactionTypes } from '../contract/ledger'
import { users } from './schema'

/**
 * The ledger: one row per balance change, never updated or deleted. `eventKey` is the money event's
 * permanent unique key (an idempotency key, a provider transaction id, an order id), so no event is
 * applied twice; `users.balance` always equals the sum of a user's `amount`.
 */
export const ledger = sqliteTable(
  'ledger',
  {
    id: text().primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    eventKey: text('event_key').notNull(),
    type: text({ enum: transactionTypes }).notNull(),
    content: text().notNull(),
    balanceBefore: integer('balance_before').notNull(),
    price: integer().notNull(),
    amount: integer().notNull(),
    balanceAfter: integer('balance_after').notNull(),
    refType: text('ref_type'),
    refId: text('ref_id'),
    actorId: text('actor_id'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('ledger_event_key').on(t.eventKey),
    index('ledger_user_time').on(t.userId, t.createdAt),
    check('ledger_amount_not_zero', sql`${t.amount} <> 0`),
    check('ledger_balance_adds_up', sql`${t.balanceAfter} = ${t.balanceBefore} + ${t.amount}`),
    check('ledger_balance_not_negative', sql`${t.balanceAfter} >= 0`),
  ],
)

/** Money set aside for a purchase whose outcome comes later: reserved, then settled or released once. */
export const holds = sqliteTable('holds', {
  id: text().primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id),
  amount: integer().notNull(),
  type: text({ enum: transactionTypes }).notNull(),
  status: text({ enum: ['reserved', 'settled', 'released'] }).notNull(),
  createdAt: integer('created_at').notNull(),
  resolvedAt: integer('resolved_at'),
})

/** A top-up: created when a payment starts (or when a bank transfer arrives), credited once. */
export const topups = sqliteTable(
  'topups',
  {
    id: text().primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    method: text({ enum: topupMethods }).notNull(),
    status: text({ enum: topupStatuses }).notNull(),
    amountXu: integer('amount_xu').notNull(),
    bonusXu: integer('bonus_xu').notNull().default(0),
    paidAmount: integer('paid_amount'),
    currency: text({ enum: ['VND', 'USD', 'USDT'] }).notNull(),
    vndPerUsd: integer('vnd_per_usd'),
    providerRef: text('provider_ref'),
    providerEventId: text('provider_event_id'),
    content: text().notNull(),
    payUrl: text('pay_url'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
    creditedAt: integer('credited_at'),
    expiresAt: integer('expires_at'),
  },
  (t) => [index('topups_user_time').on(t.userId, t.createdAt), uniqueIndex('topups_provider_ref').on(t.method, t.providerRef)],
)

/**
 * Bank transfers the bank webhooks report, credited or kept for an admin to review. One bank
 * transaction credits once, whichever provider reports it and however often.
 */
export const bankTransfers = sqliteTable(
  'bank_transfers',
  {
    id: text().primaryKey(),
    provider: text({ enum: ['sepay', 'casso'] }).notNull(),
    providerTxId: text('provider_tx_id').notNull(),
    bankReference: text('bank_reference'),
    accountNumber: text('account_number').notNull(),
    amount: integer().notNull(),
    content: text().notNull(),
    transactionDate: text('transaction_date'),
    status: text({ enum: ['pending', 'credited', 'unmatched', 'duplicate'] }).notNull(),
    userId: text('user_id'),
    topupId: text('topup_id'),
    receivedAt: integer('received_at').notNull(),
  },
  (t) => [
    uniqueIndex('bank_transfers_provider_tx').on(t.provider, t.providerTxId),
    index('bank_transfers_status').on(t.status, t.receivedAt),
  ],
)

/** Every payment provider message received, verified or not: the audit trail of money coming in. */
export const providerEvents = sqliteTable(
  'provider_events',
  {
    id: text().primaryKey(),
    provider: text().notNull(),
    eventId: text('event_id'),
    verified: integer({ mode: 'boolean' }).notNull(),
    outcome: text().notNull(),
    raw: text().notNull(),
    receivedAt: integer('received_at').notNull(),
  },
  (t) => [index('provider_events_lookup').on(t.provider, t.eventId)],
)

/** VAT invoice requests (spec: the invoice form): one per top-up, stored first, then sent (retried by cron until sent). */
export const invoices = sqliteTable(
  'invoices',
  {
    id: text().primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    topupId: text('topup_id')
      .notNull()
      .references(() => topups.id),
    companyName: text('company_name').notNull(),
    taxCode: text('tax_code').notNull(),
    address: text().notNull(),
    email: text().notNull(),
    amountVnd: integer('amount_vnd').notNull(),
    status: text({ enum: ['queued', 'sent'] }).notNull(),
    attempts: integer().notNull().default(0),
    providerRef: text('provider_ref'),
    createdAt: integer('created_at').notNull(),
    sentAt: integer('sent_at'),
  },
  (t) => [
    uniqueIndex('invoices_topup').on(t.topupId),
    index('invoices_user_time').on(t.userId, t.createdAt),
    index('invoices_status').on(t.status),
  ],
)

/**
 * The ledger's reconciliation (ADR 0009's audit, run daily by cron or by an admin): what was checked
 * and every difference found, as JSON (`contract/reconciliation.ts`). Nothing is repaired by it.
 */
export const reconciliations = sqliteTable(
  'reconciliations',
  {
    id: text().primaryKey(),
    ranAt: integer('ran_at').notNull(),
    trigger: text({ enum: ['daily', 'admin'] }).notNull(),
    usersChecked: integer('users_checked').notNull(),
    topupsChecked: integer('topups_checked').notNull(),
    differences: text().notNull(),
  },
  (t) => [index('reconciliations_time').on(t.ranAt)],
)
