import type { SQL } from 'drizzle-orm'
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core'
import type { Database } from './client'

/** A statement for a batch: raw SQL, or a drizzle query builder (anything with `toSQL`). */
export type RawStatement = SQL | { toSQL(): { sql: string; params: unknown[] } }

const dialect = new SQLiteAsyncDialect()

/** Runs statements as one D1 batch (one transaction); drizzle's own batch cannot take raw SQL with parameters. */
export function rawBatch(db: Database, statements: RawStatement[]): Promise<D1Result[]> {
  const prepared = statements.map((statement) => {
    const query = 'toSQL' in statement ? statement.toSQL() : dialect.sqlToQuery(statement)
    return db.$client.prepare(query.sql).bind(...query.params)
  })
  return db.$client.batch(prepared)
}

/** A statement as plain SQL text and parameters, to travel in a money op to the user's lock (see money/purchase.ts). */
export function toRawStatement(statement: SQL): { sql: string; params: unknown[] } {
  return dialect.sqlToQuery(statement)
}
