import { fail, ok, type Result } from '../contract/errors'
import type { Database } from '../db/client'
import { CLEAR_STOCK_CLAIMS, type RawStatement } from '../money/purchase'

/**
 * A change without money (a trial, a reload of proxies) as one D1 batch: all of it or none. A stock
 * claim or guard that fails its CHECK answers 'short'; any other failure is unexpected and thrown.
 */
export async function runBatch(db: Database, statements: RawStatement[]): Promise<Result<true>> {
  try {
    await db.$client.batch([...statements, CLEAR_STOCK_CLAIMS].map((s) => db.$client.prepare(s.sql).bind(...s.params)))
    return ok(true)
  } catch (error) {
    if (/CHECK constraint failed: stock_claims_complete/.test(String((error as { cause?: unknown })?.cause ?? error))) {
      return fail('NOT_ENOUGT_PROXY')
    }
    throw error
  }
}
