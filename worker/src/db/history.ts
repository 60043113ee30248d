import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { Database } from './client'
import { contains } from './contains'
import { bankTransfers, ledger, topups } from './schema'

type Page = { page: number; limit: number; search?: string }

// Rows of one moment (a top-up and its promotion, written in one batch) keep the order they were written in.
const newestRowFirst = sql`rowid DESC`

/** A user's ledger rows, newest first, 25 a page by default; search in content and type. */
export async function listTransactions(db: Database, userId: string, page: Page) {
  const text = page.search
  const where = and(
    eq(ledger.userId, userId),
    text ? sql`(${contains(ledger.content, text)} OR ${contains(ledger.type, text)})` : undefined,
  )
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(ledger)
      .where(where)
      .orderBy(desc(ledger.createdAt), newestRowFirst)
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ total: count() }).from(ledger).where(where),
  ])
  return { rows, total: total?.total ?? 0 }
}

/** A user's top-ups, newest first; search in content, method and id. */
export async function listTopups(db: Database, userId: string, page: Page) {
  const text = page.search
  const where = and(
    eq(topups.userId, userId),
    text ? sql`(${contains(topups.content, text)} OR ${contains(topups.method, text)} OR ${contains(topups.id, text)})` : undefined,
  )
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(topups)
      .where(where)
      .orderBy(desc(topups.createdAt), newestRowFirst)
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ total: count() }).from(topups).where(where),
  ])
  return { rows, total: total?.total ?? 0 }
}

/** Bank transfers: a user's own, or for admins every one (the unmatched ones are the review queue). */
export async function listBankTransfers(
  db: Database,
  scope: { userId?: string; status?: 'credited' | 'unmatched' | 'duplicate' },
  page: Page,
) {
  const text = page.search
  const where = and(
    scope.userId ? eq(bankTransfers.userId, scope.userId) : undefined,
    scope.status ? eq(bankTransfers.status, scope.status) : undefined,
    text ? sql`(${contains(bankTransfers.content, text)} OR ${contains(bankTransfers.providerTxId, text)})` : undefined,
  )
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(bankTransfers)
      .where(where)
      .orderBy(desc(bankTransfers.receivedAt), newestRowFirst)
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ total: count() }).from(bankTransfers).where(where),
  ])
  return { rows, total: total?.total ?? 0 }
}

export async function findTopup(db: Database, id: string) {
  const [row] = await db.select().from(topups).where(eq(topups.id, id)).limit(1)
  return row ?? null
}
