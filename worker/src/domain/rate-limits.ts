import { defaultLimits, type LimitRule } from '../contract/rate-limits'

/**
 * Rate limits as token buckets, kept by the generic cell rate algorithm (GCRA, ADR 0021): a rule of
 * `limit` hits per `windowMs` lets `limit` hits through at once, then one more every
 * `windowMs / limit`. Unlike fixed windows there is no boundary where twice the limit fits in a
 * moment. A bucket is one number per key, its `tat` (the time it is empty again).
 */
export { defaultLimits, type LimitRule }

export type LimitName = keyof typeof defaultLimits
export type Limits = Record<LimitName, LimitRule>

/** How much of a bucket one hit takes (ms); rounded up, so a rule never lets more through than it says. */
export const intervalOf = (rule: LimitRule) => Math.ceil(rule.windowMs / rule.limit)

/** A full bucket: `limit` hits. */
export const capacityOf = (rule: LimitRule) => intervalOf(rule) * rule.limit

/** How long until `cost` more hits fit in a bucket that is empty again at `tat` (0: they fit now). */
export function waitFor(rule: LimitRule, tat: number | null, now: number, cost = 1): number {
  if (cost > rule.limit) return Number.POSITIVE_INFINITY
  return Math.max(0, Math.max(tat ?? now, now) + cost * intervalOf(rule) - capacityOf(rule) - now)
}

const entry = /^([A-Za-z]+)=(\d+)\/(\d+(?:\.\d+)?)$/

/**
 * `RATE_LIMITS`: overrides as `name=limit/seconds`, separated by commas or spaces (for instance
 * `loginPerIp=20/600, codeSend=3/600`); the rest keep their defaults. Tests run with short windows.
 */
export function parseLimits(text: string): { ok: true; limits: Limits } | { ok: false; problem: string } {
  const limits: Limits = { ...defaultLimits }
  for (const part of text.split(/[\s,]+/).filter(Boolean)) {
    const [, name, limit, seconds] = entry.exec(part) ?? []
    if (!name || !limit || !seconds) return { ok: false, problem: `"${part}" is not name=limit/seconds` }
    if (!Object.hasOwn(defaultLimits, name)) return { ok: false, problem: `"${name}" is not a rate limit` }
    const rule = { limit: Number(limit), windowMs: Math.round(Number(seconds) * 1000) }
    if (rule.limit < 1 || rule.windowMs < 1) return { ok: false, problem: `"${part}" must allow at least one hit in a window` }
    limits[name as LimitName] = rule
  }
  return { ok: true, limits }
}
