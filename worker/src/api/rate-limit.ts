import type { Context } from 'hono'
import { config } from '../config'
import { bucketWait, emptyBucket, takeFromBucket } from '../db/rate-limits'
import type { LimitName } from '../domain/rate-limits'
import type { ApiEnv } from './context'
import { ApiError } from './errors'

/** The configured rules (production values unless RATE_LIMITS overrides them; ADR 0021). */
const ruleOf = (c: Context<ApiEnv>, kind: LimitName) => config(c.env).RATE_LIMITS[kind]
const keyOf = (kind: LimitName, subject: string) => `${kind}:${subject.toLowerCase()}`

/** A refusal says when to come back, as HTTP's Retry-After (whole seconds, at least 1). */
export function sayRetryAfter(c: Context<ApiEnv>, waitMs: number): void {
  c.header('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))))
}

function refuseForNow(c: Context<ApiEnv>, waitMs: number): ApiError {
  sayRetryAfter(c, waitMs)
  return new ApiError('TOO_MANY_REQUEST')
}

/** Takes a hit on every key; any key out of room answers TOO_MANY_REQUEST (429) with Retry-After. */
export async function enforceLimits(c: Context<ApiEnv>, hits: [LimitName, string][]): Promise<void> {
  const takes = await Promise.all(
    hits.map(([kind, subject]) => takeFromBucket(c.get('db'), keyOf(kind, subject), ruleOf(c, kind), c.get('now'))),
  )
  const waits = takes.map((take) => (take.ok ? 0 : take.retryAfterMs))
  if (Math.max(...waits) > 0) throw refuseForNow(c, Math.max(...waits))
}

/** How long (ms) until the key has room again, taking nothing: 0 when it has room now. */
export function limitWait(c: Context<ApiEnv>, kind: LimitName, subject: string): Promise<number> {
  return bucketWait(c.get('db'), keyOf(kind, subject), ruleOf(c, kind), c.get('now'))
}

/** TOO_MANY_REQUEST when the key is out of room already, taking nothing (see webhook-guard.ts). */
export async function refuseWhenOver(c: Context<ApiEnv>, kind: LimitName, subject: string): Promise<void> {
  const wait = await limitWait(c, kind, subject)
  if (wait > 0) throw refuseForNow(c, wait)
}

/** Counts one hit on the key, refusing nothing (the caller answers as it would anyway). */
export async function countHit(c: Context<ApiEnv>, kind: LimitName, subject: string): Promise<void> {
  await takeFromBucket(c.get('db'), keyOf(kind, subject), ruleOf(c, kind), c.get('now'))
}

/** Forgets the key's hits. */
export async function clearHits(c: Context<ApiEnv>, kind: LimitName, subject: string): Promise<void> {
  await emptyBucket(c.get('db'), keyOf(kind, subject))
}
