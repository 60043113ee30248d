import type { Result } from '../contract/errors'
import type { Database } from '../db/client'
import type { Env } from '../env'
import type { MoneyAnswer, MoneyOp } from '../money/operations'

/**
 * Who runs an order call and how it pays, given by the API: `tagged` gives `${prefix}:${Idempotency-Key}`
 * (a fresh id instead when the call has no key); `pay` runs a money op in the user's lock and keeps
 * its answer for the call's Idempotency-Key (`route` and `body` say which call it answers).
 */
export type OrderCaller = {
  env: Env
  db: Database
  now: number
  userId: string
  tagged: (prefix: string) => string
  pay: (op: MoneyOp, route: string, body: unknown) => Promise<Result<MoneyAnswer>>
}
