import type { Context } from 'hono'
import { hitRateLimit, rateLimitCount } from '../db/rate-limits'
import type { ApiEnv } from './context'
import { ApiError } from './errors'

/** The limits of spec section 13 of the accounts issue, per key. */
export const limits = {
  loginPerIp: { limit: 5, windowMs: 60_000 },
  loginPerAccount: { limit: 5, windowMs: 60_000 },
  codeCheck: { limit: 5, windowMs: 5 * 60_000 },
  codeSend: { limit: 3, windowMs: 10 * 60_000 },
  registerPerIp: { limit: 10, windowMs: 3600_000 },
  // A check holds sockets for up to its timeout per proxy: 20 lists of up to 500 a minute per customer.
  proxyCheckPerUser: { limit: 20, windowMs: 60_000 },
  // Webhook messages that fail verification, per provider and sender: a provider's own messages never count.
  webhookRejections: { limit: 20, windowMs: 60_000 },
} as const

/** Counts a hit on every key; any key over its limit answers TOO_MANY_REQUEST (429). */
export async function enforceLimits(c: Context<ApiEnv>, hits: [keyof typeof limits, string][]): Promise<void> {
  const results = await Promise.all(
    hits.map(([kind, subject]) =>
      hitRateLimit(c.get('db'), `${kind}:${subject.toLowerCase()}`, limits[kind].limit, limits[kind].windowMs, c.get('now')),
    ),
  )
  if (results.includes(false)) throw new ApiError('TOO_MANY_REQUEST')
}

/** TOO_MANY_REQUEST when the key is over its limit already, counting nothing (see webhook-guard.ts). */
export async function refuseWhenOver(c: Context<ApiEnv>, kind: keyof typeof limits, subject: string): Promise<void> {
  const count = await rateLimitCount(c.get('db'), `${kind}:${subject.toLowerCase()}`, limits[kind].windowMs, c.get('now'))
  if (count >= limits[kind].limit) throw new ApiError('TOO_MANY_REQUEST')
}

/** Counts one hit on the key, refusing nothing (the caller answers as it would anyway). */
export async function countHit(c: Context<ApiEnv>, kind: keyof typeof limits, subject: string): Promise<void> {
  await hitRateLimit(c.get('db'), `${kind}:${subject.toLowerCase()}`, limits[kind].limit, limits[kind].windowMs, c.get('now'))
}
