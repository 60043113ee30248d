import type { Result } from '../contract/errors'
import type { PlanEventCode } from '../contract/events'
import type { Database } from '../db/client'
import type { MoneyAnswer, MoneyOp } from '../money/operations'

export type PurchaseOp = Extract<MoneyOp, { kind: 'purchase' }>

/**
 * What a plan call needs from outside: the database, the time, who calls, the call's event key
 * (its Idempotency-Key, or a fresh one), the user's lock for the money, and the live channel.
 */
export type PlanDeps = {
  db: Database
  now: number
  userId: string
  eventKey: string
  /** Runs a purchase in the user's lock, idempotent with the call's key; failures come back as codes. */
  pay: (op: PurchaseOp) => Promise<Result<MoneyAnswer>>
  /** Sends `{type: 'plan', planId, message, time, isSuccess}` to the user's open pages. */
  publish: (planId: string, message: PlanEventCode, time: number) => Promise<void>
}

/**
 * The time to announce a paid change at: its ledger row's, so a client sees it once; null when the
 * answer repeats an earlier call's (its row is older than this call), which was announced then.
 */
export function freshPaymentTime(answer: MoneyAnswer, now: number): number | null {
  const row = answer.transactions[0]
  return row && row.createdAt === now ? row.createdAt : null
}
