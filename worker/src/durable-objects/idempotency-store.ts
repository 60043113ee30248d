import type { Result } from '../contract/errors'
import type { MoneyAnswer } from '../money/operations'

/** An idempotency key as the caller gives it, with a fingerprint of the request it belongs to. */
export type Idempotency = { key: string; fingerprint: string }

const IDEMPOTENCY_TTL_MS = 24 * 3600_000

/** The first answer to each Idempotency-Key, kept 24 hours in the user's object. */
export class IdempotencyStore {
  constructor(private readonly ctx: DurableObjectState) {
    ctx.storage.sql.exec(
      'CREATE TABLE IF NOT EXISTS idempotency (key TEXT PRIMARY KEY, fingerprint TEXT NOT NULL, answer TEXT NOT NULL, created_at INTEGER NOT NULL)',
    )
  }

  remembered(key: string): { fingerprint: string; answer: Result<MoneyAnswer> } | null {
    const [row] = this.ctx.storage.sql
      .exec<{ fingerprint: string; answer: string }>('SELECT fingerprint, answer FROM idempotency WHERE key = ?', key)
      .toArray()
    return row ? { fingerprint: row.fingerprint, answer: JSON.parse(row.answer) as Result<MoneyAnswer> } : null
  }

  remember(idempotency: Idempotency, answer: Result<MoneyAnswer>, now: number): void {
    const sql = this.ctx.storage.sql
    sql.exec('DELETE FROM idempotency WHERE created_at < ?', now - IDEMPOTENCY_TTL_MS)
    sql.exec(
      'INSERT OR IGNORE INTO idempotency (key, fingerprint, answer, created_at) VALUES (?, ?, ?, ?)',
      idempotency.key,
      idempotency.fingerprint,
      JSON.stringify(answer),
      now,
    )
  }
}
