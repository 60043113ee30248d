import { IP_CHANGES_PER_MINUTE } from './bought-proxies'

/** One rate limit: `limit` hits per `windowMs` (kept as a token bucket, domain/rate-limits.ts, ADR 0021). */
export type LimitRule = { limit: number; windowMs: number }

/**
 * Every limit the API keeps, with its production value; `RATE_LIMITS` overrides any of them. In the
 * contract so /api states the limits a customer's calls meet from these very numbers.
 */
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
