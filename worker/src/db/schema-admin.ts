import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { auditActions } from '../contract/audit'
import { users } from './schema'

/**
 * What admins did to users, balances and settings (ADR 0024): who, what, before, after, when. Written
 * in the same D1 batch as the change it records; never updated or deleted (triggers refuse both).
 */
export const adminAudit = sqliteTable(
  'admin_audit',
  {
    id: text().primaryKey(),
    // No foreign key: recording must never be why a change fails (the demo seed and tests act as ids of their own).
    actorId: text('actor_id').notNull(),
    action: text({ enum: auditActions }).notNull(),
    userId: text('user_id').references(() => users.id),
    subject: text(),
    before: text({ mode: 'json' }),
    after: text({ mode: 'json' }),
    note: text(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    index('admin_audit_time').on(t.createdAt),
    index('admin_audit_actor').on(t.actorId, t.createdAt),
    index('admin_audit_user').on(t.userId, t.createdAt),
    index('admin_audit_action').on(t.action, t.createdAt),
  ],
)

/**
 * An admin's change of a customer's e-mail, waiting for the new address to confirm it (the link mailed
 * there carries a token stored only as its hash). The account keeps its old address until then; a new
 * request supersedes the one before.
 */
export const emailChanges = sqliteTable(
  'email_changes',
  {
    id: text().primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull(),
    requestedBy: text('requested_by')
      .notNull()
      .references(() => users.id),
    createdAt: integer('created_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
    confirmedAt: integer('confirmed_at'),
    supersededAt: integer('superseded_at'),
  },
  (t) => [uniqueIndex('email_changes_token').on(t.tokenHash), index('email_changes_user').on(t.userId, t.createdAt)],
)
