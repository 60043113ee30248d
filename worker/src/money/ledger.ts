import { eq, inArray, type SQL, sql } from 'drizzle-orm'
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core'
import type { TransactionType } from '../contract/ledger'
import type { Database } from '../db/client'
import { ledger } from '../db/schema'

export type LedgerRow = typeof ledger.$inferSelect

/** One balance change: a signed amount, its permanent event key, and what the ledger row says. */
export type LedgerChange = {
  userId: string
  eventKey: string
  type: TransactionType
  amount: number
  price: number
  content: string
  refType?: string
  refId?: string
  actorId?: string
}

/**
 * The two statements of a change, for one D1 batch: the ledger row, whose balance before is read
 * from the user's row in the same transaction, then the balance itself. The CHECK constraints
 * (balance never below 0, the row adds up) and the unique event key make a bad change an error,
 * which rolls the whole batch back.
 */
export function changeStatements(change: LedgerChange, now: number): SQL[] {
  if (!Number.isSafeInteger(change.amount) || change.amount === 0) throw new RangeError(`bad amount ${change.amount}`)
  return [
    sql`INSERT INTO ledger (id, user_id, event_key, type, content, balance_before, price, amount, balance_after, ref_type, ref_id, actor_id, created_at)
      SELECT ${crypto.randomUUID()}, id, ${change.eventKey}, ${change.type}, ${change.content}, balance, ${change.price}, ${change.amount},
        balance + ${change.amount}, ${change.refType ?? null}, ${change.refId ?? null}, ${change.actorId ?? null}, ${now}
      FROM users WHERE id = ${change.userId}`,
    sql`UPDATE users SET balance = balance + ${change.amount} WHERE id = ${change.userId}`,
  ]
}

/** A statement for the batch: raw SQL, or a drizzle query builder (anything with `toSQL`). */
export type BatchStatement = SQL | { toSQL(): { sql: string; params: unknown[] } } | { sql: string; params: unknown[] }
const dialect = new SQLiteAsyncDialect()

// drizzle's D1 batch cannot take raw SQL with parameters, so the batch goes to D1 itself.
function prepared(db: Database, statement: BatchStatement): D1PreparedStatement {
  const query = 'toSQL' in statement ? statement.toSQL() : 'params' in statement ? statement : dialect.sqlToQuery(statement)
  return db.$client.prepare(query.sql).bind(...query.params)
}

export type ApplyOutcome =
  | { applied: true; rows: LedgerRow[] }
  | { applied: false; reason: RefusalReason | 'duplicate' | 'conflict'; rows: LedgerRow[] }

/** Why a batch that made nothing was refused: money, stock, or a coupon's total or per-customer limit (coupon_claims). */
type RefusalReason = 'insufficient' | 'short' | 'used-up' | 'already-used'
const refusals: string[] = ['insufficient', 'short', 'used-up', 'already-used'] satisfies RefusalReason[]

export async function rowsByEventKeys(db: Database, keys: string[]): Promise<LedgerRow[]> {
  const rows = await db.select().from(ledger).where(inArray(ledger.eventKey, keys))
  return keys.flatMap((key) => rows.filter((row) => row.eventKey === key))
}

function constraintOf(error: unknown): RefusalReason | 'duplicate' | null {
  const message = String((error as { cause?: unknown })?.cause ?? error)
  if (/CHECK constraint failed: (ledger_balance_not_negative|users_balance_not_negative)/.test(message)) return 'insufficient'
  // A purchase's stock claim found fewer proxies than it wanted (see stock_claims).
  if (/CHECK constraint failed: stock_claims_complete/.test(message)) return 'short'
  if (/CHECK constraint failed: coupon_claims_total/.test(message)) return 'used-up'
  if (/CHECK constraint failed: coupon_claims_user/.test(message)) return 'already-used'
  if (/UNIQUE constraint failed: ledger\.event_key/.test(message)) return 'duplicate'
  return null
}

function sameChanges(changes: LedgerChange[], rows: LedgerRow[]): boolean {
  if (rows.length !== changes.length) return false
  return changes.every((change, at) => {
    const row = rows[at]
    return row?.userId === change.userId && row.type === change.type && row.amount === change.amount
  })
}

/**
 * Applies changes (and the statements that belong with them, such as a top-up's status) as one
 * D1 batch. An event applied before is answered with its existing rows, so a retry after a lost
 * answer, or a duplicate webhook, changes nothing; its key with another user, type or amount is a conflict.
 */
export async function applyChanges(
  db: Database,
  changes: LedgerChange[],
  now: number,
  alongside: BatchStatement[] = [],
): Promise<ApplyOutcome> {
  const keys = changes.map((change) => change.eventKey)
  const statements = [...changes.flatMap((change) => changeStatements(change, now)), ...alongside]
  try {
    await db.$client.batch(statements.map((statement) => prepared(db, statement)))
  } catch (error) {
    const reason = constraintOf(error)
    if (!reason) throw error
    // SQLite checks CHECK before UNIQUE: the repeat of a debit can fail as short of money, so look for the event first.
    const rows = await rowsByEventKeys(db, keys)
    if (rows.length === 0 && reason !== 'duplicate' && refusals.includes(reason)) return { applied: false, reason, rows }
    // A key used before for something else (another user, amount or type) is refused, never answered with its rows.
    return sameChanges(changes, rows) ? { applied: false, reason: 'duplicate', rows } : { applied: false, reason: 'conflict', rows: [] }
  }
  const rows = await rowsByEventKeys(db, keys)
  // A user that does not exist inserts nothing and raises nothing; that must not pass as applied.
  if (rows.length !== changes.length) throw new Error(`ledger change for a missing user: ${keys.join(', ')}`)
  return { applied: true, rows }
}

export async function userBalance(db: Database, userId: string): Promise<number | null> {
  const row = await db.get<{ balance: number }>(sql`SELECT balance FROM users WHERE id = ${userId}`)
  return row?.balance ?? null
}

/** The invariant: the cached balance equals the sum of the ledger (checked by tests and the audit job). */
export async function ledgerSum(db: Database, userId: string): Promise<number> {
  const row = await db.get<{ total: number | null }>(sql`SELECT SUM(amount) AS total FROM ledger WHERE user_id = ${userId}`)
  return row?.total ?? 0
}

export const ledgerOfUser = (db: Database, userId: string) => db.select().from(ledger).where(eq(ledger.userId, userId))
