import { IP_CHANGES_PER_MINUTE } from '../contract/bought-proxies'

/**
 * Rate limits as token buckets, kept by the generic cell rate algorithm (GCRA, ADR 0021): a rule of
 * `limit` hits per `windowMs` lets `limit` hits through at once, then one more every
 * `windowMs / limit`. Unlike fixed windows there is no boundary where twice the limit fits in a
 * moment. A bucket is one number per key, its `tat` (the time it is empty again).
 */
export type LimitRule = { limit: number; windowMs: number }

/** Every limit the API keeps, with its production value; `RATE_LIMITS` overrides any of them. */
export const defaultLimits = {
  // Every sign-in attempt (password or Google) from one address.
  loginPerIp: { limit: 20, windowMs: 10 * 60_000 },
  // Wrong passwords and two-factor codes for one account from one address; past it, the captcha (off: refused).
  loginFailuresPerAccountIp: { limit: 5, windowMs: 15 * 60_000 },
  // The same from every address together; past it every sign-in to the account asks for the captcha (off: nothing).
  loginFailuresPerAccount: { limit: 20, windowMs: 15 * 60_000 },
  codeCheck: { limit: 5, windowMs: 5 * 60_000 },
  codeSend: { limit: 3, windowMs: 10 * 60_000 },
  registerPerIp: { limit: 10, windowMs: 3600_000 },
  // A check holds sockets for up to its timeout per proxy: 20 lists of up to 500 a minute per customer.
  proxyCheckPerUser: { limit: 20, windowMs: 60_000 },
  // Webhook messages that fail verification, per provider and sender: a provider's own messages never count.
  webhookRejections: { limit: 20, windowMs: 60_000 },
  // IP changes an account asks for (ADR 0015: 200 a minute, GET_IP_TOO_FAST).
  ipChangesPerUser: { limit: IP_CHANGES_PER_MINUTE, windowMs: 60_000 },
  // The public calls of one rotating key (current proxy and change IP together), ADR 0028: a tool polling every 2 s fits.
  keyCallsPerKey: { limit: 30, windowMs: 60_000 },
} as const satisfies Record<string, LimitRule>

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
