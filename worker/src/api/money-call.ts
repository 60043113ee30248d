import type { Context } from 'hono'
import { sha256 } from '../auth/crypto'
import type { Result } from '../contract/errors'
import type { Env } from '../env'
import type { MoneyAnswer, MoneyOp } from '../money/operations'
import type { ApiEnv } from './context'
import { ApiError } from './errors'
import { unwrapResult } from './results'

/** A balance change run in the user's UserAccount object: one change of that user at a time. */
export function inUserLock(env: Env, userId: string, op: MoneyOp, now: number, idempotency?: { key: string; fingerprint: string }) {
  return env.USER_ACCOUNT.get(env.USER_ACCOUNT.idFromName(userId)).moneyOp(op, now, idempotency)
}

/**
 * A money call of the API: with an `Idempotency-Key` header, repeats of the same request (per user
 * and call) answer as the first did, and the same key with another body is IDEMPOTENCY_CONFLICT.
 */
export async function moneyCall(c: Context<ApiEnv>, userId: string, op: MoneyOp, route: string, body: unknown): Promise<MoneyAnswer> {
  const key = idempotencyKeyOf(c)
  const idempotency = key ? { key: `${route}:${key}`, fingerprint: await sha256(`${route}\n${JSON.stringify(body)}`) } : undefined
  const result: Result<MoneyAnswer> = await inUserLock(c.env, userId, op, c.get('now'), idempotency)
  return unwrapResult(result)
}

/** The event key of a call: its idempotency key when given, else a fresh one (the call is then not repeatable). */
export function eventKeyOf(c: Context<ApiEnv>, prefix: string): string {
  return `${prefix}:${idempotencyKeyOf(c) ?? crypto.randomUUID()}`
}

/** The caller's Idempotency-Key: up to 255 characters, as Stripe's; a longer one is refused, never cut (two would become one). */
function idempotencyKeyOf(c: Context<ApiEnv>): string | undefined {
  const key = c.req.header('idempotency-key')?.trim()
  if (key && key.length > 255) throw new ApiError('INVALID_INPUT')
  return key || undefined
}
