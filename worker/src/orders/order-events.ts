import type { PlanEventCode } from '../contract/events'
import type { Env } from '../env'
import type { MoneyAnswer } from '../money/operations'

/** The user's UserAccount object (lock and live channel). */
export const accountOf = (env: Env, userId: string) => env.USER_ACCOUNT.get(env.USER_ACCOUNT.idFromName(userId))

/** Sends an order result `{ planId, message, time, isSuccess }` on the user's live channel. */
export async function announce(env: Env, userId: string, event: { orderId: string; code: PlanEventCode; time: number }, now: number) {
  const isSuccess = event.code.endsWith('_SUCCESS')
  await accountOf(env, userId).publish({ type: 'plan', planId: event.orderId, message: event.code, time: event.time, isSuccess }, now)
}

/**
 * The time of a paid outcome to announce, or null when the answer is a repeat of an earlier one
 * (its ledger row is older than this call), which was announced then. The event's time is the
 * row's, so that even a repeat in the same millisecond is the same event to the client, shown once.
 */
export function freshPaymentTime(answer: MoneyAnswer, now: number): number | null {
  const row = answer.transactions[0]
  return row && row.createdAt === now ? row.createdAt : null
}
