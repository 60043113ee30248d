import * as v from 'valibot'
import { MIN_PASSWORD_ITERATIONS, PASSWORD_ITERATIONS } from './auth/password'
import { parseLimits } from './domain/rate-limits'
import type { Env } from './env'

const secret = (name: string) => v.pipe(v.string(`${name} is not set`), v.minLength(32, `${name} must be at least 32 characters`))
const seconds = (fallback: number) => v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(0)), String(fallback))
const url = v.pipe(v.string(), v.url())
const rateLimits = v.pipe(
  v.string(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const parsed = parseLimits(dataset.value)
    if (parsed.ok) return parsed.limits
    addIssue({ message: parsed.problem })
    return NEVER
  }),
)

/** The Worker's configuration, read from env (vars and secrets) and checked against this schema. */
const ConfigSchema = v.object({
  JWT_SECRET: secret('JWT_SECRET'),
  PASSWORD_PEPPER: secret('PASSWORD_PEPPER'),
  DATA_KEY: v.pipe(v.string('DATA_KEY is not set'), v.regex(/^[A-Za-z0-9_-]{43}=?$/, 'DATA_KEY must be 32 bytes, base64url')),
  // PBKDF2 iterations of a new password hash: unset, 100,000 (the most Workers allow). Only the tests set
  // fewer (1,000: a hash in a test then costs 0.2 ms, not 20); each hash keeps its count, so any verifies.
  PASSWORD_ITERATIONS: v.optional(
    v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(MIN_PASSWORD_ITERATIONS), v.maxValue(PASSWORD_ITERATIONS)),
    String(PASSWORD_ITERATIONS),
  ),
  ACCESS_TOKEN_TTL_SECONDS: seconds(15 * 60),
  REFRESH_TOKEN_TTL_SECONDS: seconds(30 * 24 * 3600),
  REFRESH_REUSE_INTERVAL_SECONDS: seconds(10),
  GOOGLE_CLIENT_ID: v.optional(v.string()),
  GOOGLE_JWKS_URL: v.optional(url, 'https://www.googleapis.com/oauth2/v3/certs'),
  CAPTCHA_PROVIDER: v.optional(v.picklist(['off', 'turnstile', 'recaptcha-v2', 'recaptcha-v3']), 'off'),
  CAPTCHA_SITE_KEY: v.optional(v.string()),
  CAPTCHA_SECRET: v.optional(v.string()),
  CAPTCHA_VERIFY_URL: v.optional(url),
  CAPTCHA_MIN_SCORE: v.optional(v.pipe(v.string(), v.transform(Number), v.minValue(0), v.maxValue(1)), '0.5'),
  SEPAY_API_KEY: v.optional(v.string()),
  SEPAY_HMAC_SECRET: v.optional(v.string()),
  CASSO_CHECKSUM_KEY: v.optional(v.string()),
  PAYPAL_API_URL: v.optional(url, 'https://api-m.paypal.com'),
  PAYPAL_CLIENT_ID: v.optional(v.string()),
  PAYPAL_CLIENT_SECRET: v.optional(v.string()),
  PAYPAL_WEBHOOK_ID: v.optional(v.string()),
  MOMO_API_URL: v.optional(url, 'https://payment.momo.vn'),
  MOMO_PARTNER_CODE: v.optional(v.string()),
  MOMO_ACCESS_KEY: v.optional(v.string()),
  MOMO_SECRET_KEY: v.optional(v.string()),
  PM_FORM_URL: v.optional(url, 'https://perfectmoney.com/api/step1.asp'),
  PM_PAYEE_ACCOUNT: v.optional(v.string()),
  PM_PAYEE_NAME: v.optional(v.string()),
  PM_PASSPHRASE_MD5: v.optional(v.pipe(v.string(), v.regex(/^[0-9A-Fa-f]{32}$/), v.toUpperCase())),
  USDT_TRC20_ADDRESS: v.optional(v.pipe(v.string(), v.regex(/^T[1-9A-HJ-NP-Za-km-z]{33}$/, 'USDT_TRC20_ADDRESS must be a TRON address'))),
  TRONGRID_API_URL: v.optional(url, 'https://api.trongrid.io'),
  TRONGRID_API_KEY: v.optional(v.string()),
  CARD_API_URL: v.optional(url, 'https://api.stripe.com'),
  CARD_SECRET_KEY: v.optional(v.string()),
  CARD_WEBHOOK_SECRET: v.optional(v.string()),
  BYTEPAY_API_URL: v.optional(url),
  BYTEPAY_API_KEY: v.optional(v.string()),
  BYTEPAY_WEBHOOK_SECRET: v.optional(v.string()),
  TAZAPAY_API_URL: v.optional(url),
  TAZAPAY_API_KEY: v.optional(v.string()),
  TAZAPAY_WEBHOOK_SECRET: v.optional(v.string()),
  ZPAYMENT_API_URL: v.optional(url),
  ZPAYMENT_API_KEY: v.optional(v.string()),
  ZPAYMENT_WEBHOOK_SECRET: v.optional(v.string()),
  INVOICE_API_URL: v.optional(url),
  INVOICE_API_KEY: v.optional(v.string()),
  MAIL_API_URL: v.optional(url, 'https://api.resend.com/emails'),
  MAIL_API_KEY: v.optional(v.string()),
  MAIL_FROM: v.optional(v.string()),
  // Local mode only: the demo node's key (npm start makes one per checkout); the demo seed stores its hash (ADR 0018).
  DEMO_NODE_KEY: v.optional(v.pipe(v.string(), v.regex(/^pn_[A-Za-z0-9_-]{43}$/, 'DEMO_NODE_KEY must be a node key (pn_...)'))),
  // The proxy checker: an IP-echo URL fetched through each tunnel (unset: exit IPs are not looked up) and each proxy's bound.
  CHECK_ECHO_URL: v.optional(v.pipe(url, v.regex(/^https?:\/\//, 'CHECK_ECHO_URL must be http:// or https://'))),
  // An echo for proxies that leave over IPv6, when CHECK_ECHO_URL's name has no IPv6 address (an IPv6 exit reaches no IPv4 host).
  CHECK_ECHO6_URL: v.optional(v.pipe(url, v.regex(/^https?:\/\//, 'CHECK_ECHO6_URL must be http:// or https://'))),
  CHECK_TIMEOUT_MS: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(100), v.maxValue(60_000)), '5000'),
  // Loopback destinations for the checker: only local mode and the tests, whose proxies listen there (ADR 0024).
  CHECK_ALLOW_LOOPBACK: v.optional(
    v.pipe(
      v.picklist(['true', 'false']),
      v.transform((value) => value === 'true'),
    ),
    'false',
  ),
  // The DNS-over-HTTPS resolver (JSON form) the checker judges names by before it dials them.
  CHECK_DOH_URL: v.optional(
    v.pipe(url, v.regex(/^https?:\/\//, 'CHECK_DOH_URL must be http:// or https://')),
    'https://cloudflare-dns.com/dns-query',
  ),
  // How long a key's change-IP call waits for the node to serve the new exit before answering `changing: true` (ADR 0028).
  KEY_CHANGE_WAIT_MS: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(0), v.maxValue(60_000)), '20000'),
  // Overrides of the rate limits (domain/rate-limits.ts): `name=limit/seconds, ...`; unset: the production values.
  RATE_LIMITS: v.optional(rateLimits, ''),
})

export type Config = v.InferOutput<typeof ConfigSchema>

const cache = new WeakMap<object, Config>()

/** The checked configuration; a missing or malformed value fails loudly (UNKNOW_ERROR to clients, details in the log). */
export function config(env: Env): Config {
  const known = cache.get(env)
  if (known) return known
  const parsed = v.safeParse(ConfigSchema, { ...env, ...emptyToUndefined(env) })
  if (!parsed.success) {
    throw new Error(`configuration: ${parsed.issues.map((issue) => `${v.getDotPath(issue) ?? ''} ${issue.message}`).join('; ')}`)
  }
  cache.set(env, parsed.output)
  return parsed.output
}

/** `wrangler` passes unset optional vars as empty strings; treat those as not set. */
function emptyToUndefined(env: Env): Record<string, undefined> {
  const out: Record<string, undefined> = {}
  for (const [key, value] of Object.entries(env)) if (value === '') out[key] = undefined
  return out
}
