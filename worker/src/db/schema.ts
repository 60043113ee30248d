import { sql } from 'drizzle-orm'
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'

/** Admin-editable settings; `value` is JSON checked against the key's schema when read. */
export const settings = sqliteTable('settings', {
  key: text().primaryKey(),
  value: text({ mode: 'json' }).notNull(),
  updatedAt: integer('updated_at').notNull(),
})

/** Countries proxies are sold in, by ISO 3166-1 alpha-2 code; names come from Intl.DisplayNames. */
export const countries = sqliteTable('countries', {
  code: text().primaryKey(),
  enabled: integer({ mode: 'boolean' }).notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
})

/** The last run of each scheduled job, so operators can see that cron is alive. */
export const jobRuns = sqliteTable('job_runs', {
  name: text().primaryKey(),
  lastRunAt: integer('last_run_at').notNull(),
  lastStatus: text('last_status', { enum: ['ok', 'failed'] }).notNull(),
})

/**
 * Accounts. Roles: 0 and 2 are admins, 1 is a customer. `passwordHash` is null for accounts made by
 * Google sign-in until they set one. A deleted account keeps its row (ledger history) but frees its
 * e-mail and username.
 */
export const users = sqliteTable(
  'users',
  {
    id: text().primaryKey(),
    username: text().notNull(),
    email: text().notNull(),
    name: text().notNull(),
    passwordHash: text('password_hash'),
    role: integer().notNull().default(1),
    balance: integer().notNull().default(0),
    locale: text({ enum: ['vi', 'en'] })
      .notNull()
      .default('vi'),
    emailVerifiedAt: integer('email_verified_at'),
    bannedAt: integer('banned_at'),
    deletedAt: integer('deleted_at'),
    googleSub: text('google_sub'),
    twoFactorSecret: text('two_factor_secret'),
    twoFactorPendingSecret: text('two_factor_pending_secret'),
    totpLastStep: integer('totp_last_step'),
    apiKeyHash: text('api_key_hash'),
    apiKeyPrefix: text('api_key_prefix'),
    affiliateCode: text('affiliate_code'),
    /** The agency that referred this customer (its link or code at sign-up): it earns on their spend (ADR 0030). */
    ownerAgencyId: text('owner_agency_id'),
    billCode: text('bill_code'),
    ip: text(),
    countryCode: text('country_code'),
    sourceReferer: text('source_referer'),
    sourceTraffic: text('source_traffic'),
    /** Account-wide auto-renew of private proxies (`PUT /api/user/auto-renew`): new orders start with it. */
    autoRenewAll: integer('auto_renew_all', { mode: 'boolean' }).notNull().default(false),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('users_email_live').on(t.email).where(sql`deleted_at IS NULL`),
    uniqueIndex('users_username_live').on(t.username).where(sql`deleted_at IS NULL`),
    uniqueIndex('users_google_sub').on(t.googleSub),
    uniqueIndex('users_api_key_hash').on(t.apiKeyHash),
    uniqueIndex('users_bill_code').on(t.billCode),
    index('users_owner_agency').on(t.ownerAgencyId).where(sql`owner_agency_id IS NOT NULL`),
    check('users_balance_not_negative', sql`${t.balance} >= 0`),
    check('users_role_known', sql`${t.role} IN (0, 1, 2)`),
  ],
)

/**
 * One row per sign-in (a refresh-token family). Only the current refresh token's hash is kept;
 * spent ones go to `spentRefreshTokens`, so presenting one again is recognised as reuse.
 */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text().primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    refreshHash: text('refresh_hash').notNull(),
    createdAt: integer('created_at').notNull(),
    rotatedAt: integer('rotated_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
    revokedAt: integer('revoked_at'),
    ip: text(),
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('sessions_refresh_hash').on(t.refreshHash), index('sessions_user').on(t.userId)],
)

/**
 * Extension tokens (issue 7): a customer connects the browser extension with one of these instead of
 * a password. Stored hashed; scoped like an API key (reads and proxy actions, never money or the
 * account); each can be revoked from /account or by the extension's disconnect.
 */
export const extensionTokens = sqliteTable(
  'extension_tokens',
  {
    id: text().primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    /** What the customer sees on /account: the browser it was made for. */
    label: text().notNull(),
    createdAt: integer('created_at').notNull(),
    lastUsedAt: integer('last_used_at'),
    revokedAt: integer('revoked_at'),
  },
  (t) => [uniqueIndex('extension_tokens_hash').on(t.tokenHash), index('extension_tokens_user').on(t.userId)],
)

export const spentRefreshTokens = sqliteTable('spent_refresh_tokens', {
  hash: text().primaryKey(),
  sessionId: text('session_id')
    .notNull()
    .references(() => sessions.id),
  spentAt: integer('spent_at').notNull(),
})

/** Six-digit e-mail codes (verification and password reset), stored as keyed hashes, single-use. */
export const emailCodes = sqliteTable(
  'email_codes',
  {
    id: text().primaryKey(),
    email: text().notNull(),
    purpose: text({ enum: ['verify', 'reset'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer().notNull().default(0),
    createdAt: integer('created_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
    usedAt: integer('used_at'),
    resetTokenHash: text('reset_token_hash'),
    resetExpiresAt: integer('reset_expires_at'),
  },
  (t) => [index('email_codes_lookup').on(t.email, t.purpose, t.createdAt), uniqueIndex('email_codes_reset').on(t.resetTokenHash)],
)

/**
 * Rate limits as token buckets (GCRA, ADR 0021): per key, the time at which its bucket is empty again
 * (`tat`, the theoretical arrival time, ms). In D1 so they survive a Worker restart.
 */
export const rateLimits = sqliteTable('rate_limit_buckets', {
  key: text().primaryKey(),
  tat: integer().notNull(),
})

/** Local mode only: mails are kept here and read at /dev/mailbox instead of being sent. */
export const devOutbox = sqliteTable(
  'dev_outbox',
  {
    id: text().primaryKey(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('dev_outbox_to').on(t.to, t.createdAt)],
)

// What admins did (the audit log), and e-mail changes waiting for the new address.
export * from './schema-admin'
// The agency programme: agencies, their codes, commissions; coupons and their uses.
export * from './schema-agency'
// Catalogue and inventory: prices, tiers, discounts, packages, proxy nodes, proxies.
export * from './schema-catalogue'
// Rotating key packages, keys, and download links.
export * from './schema-keys'
// Money: ledger, holds, top-ups, bank transfers, provider messages, invoices.
export * from './schema-money'
// Orders: orders, the proxies customers hold, stock claims, order history.
export * from './schema-orders'
// Shared plans, their shared-proxy assignments and log, and trials.
export * from './schema-plans'

// Usage reported by the proxy nodes: counted batches, hourly and daily rows, per-period totals.
export * from './schema-usage'
