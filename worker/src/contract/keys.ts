import * as v from 'valibot'
import { ipChangeStatuses, Selection } from './bought-proxies'
import { ipVersions, periodUnits } from './catalogue'
import { ListQuery } from './list'

/**
 * Rotating keys (ADR 0028): a key is one fixed endpoint (host, HTTP and SOCKS5 ports, a login or auth
 * IPs) on a proxy node whose exit address changes when its holder asks (with the key alone) or on the
 * package's interval. Its text is `rk_` and 32 URL-safe characters; it is what the public key calls take.
 */
export const KEY_PREFIX = 'rk_'
export const KeyText = v.pipe(v.string('invalidValue'), v.regex(/^rk_[A-Za-z0-9_-]{32}$/, 'invalidValue'))

export const keyStatuses = ['using', 'expired', 'released'] as const
export type KeyStatus = (typeof keyStatuses)[number]

/** Most keys one purchase buys. */
export const MAX_KEYS_PER_BUY = 50

/** `POST /api/key/buy`: keys of a package, one money operation ('buy key'); Idempotency-Key makes a retry safe. */
export const BuyKeysInput = v.object({
  packageId: v.pipe(v.string('fieldIsEmpty'), v.nonEmpty('fieldIsEmpty'), v.maxLength(64, 'tooLong')),
  amount: v.optional(
    v.pipe(v.number('invalidValue'), v.integer('invalidValue'), v.minValue(1, 'invalidValue'), v.maxValue(MAX_KEYS_PER_BUY, 'tooLong')),
    1,
  ),
})
export type BuyKeysInput = v.InferOutput<typeof BuyKeysInput>

/** One key as its holder sees it on /proxy-rotating. */
export const KeyView = v.object({
  _id: v.string(),
  key: v.string(),
  packageName: v.string(),
  /** The package's English name when bought; '' for none (the Vietnamese one serves). */
  packageNameEn: v.string(),
  ipVersion: v.picklist(ipVersions),
  countryCode: v.string(),
  carrier: v.nullable(v.string()),
  region: v.nullable(v.string()),
  /** The fixed endpoint: where the customer's software connects, with the key's login. */
  host: v.string(),
  httpPort: v.nullable(v.number()),
  socksPort: v.nullable(v.number()),
  username: v.string(),
  password: v.string(),
  authIps: v.array(v.string()),
  /** The address traffic leaves from now; it is what a change replaces. */
  exitIp: v.string(),
  changeStatus: v.picklist(ipChangeStatuses),
  lastChangedAt: v.nullable(v.number()),
  /** When the next change may be asked for (now or earlier: at once). */
  nextChangeAt: v.number(),
  minChangeSeconds: v.number(),
  autoRotateMinutes: v.nullable(v.number()),
  /** 'expired' from its end (also before the hourly job marks it), 'released' 3 days later. */
  status: v.picklist(keyStatuses),
  expiresAt: v.number(),
  autoRenew: v.boolean(),
  periodUnit: v.picklist(periodUnits),
  periodCount: v.number(),
  renewPrice: v.number(),
  createdAt: v.number(),
})
export type KeyView = v.InferOutput<typeof KeyView>

export const keyFilters = ['all', 'using', 'expired'] as const
export const KeyListQuery = v.object({
  ...ListQuery.entries,
  status: v.optional(v.picklist(keyFilters, 'invalidValue'), 'all'),
})
export type KeyListQuery = v.InferOutput<typeof KeyListQuery>

/**
 * A key purchase's id: 'kb' and the call's tag hashed. Order ids are hex, so a live BUY result naming
 * it tells a key purchase from an order (the result dialog leads to /proxy-rotating, not the order).
 */
export const KEY_PURCHASE_PREFIX = 'kb'
export const isKeyPurchaseId = (id: string) => id.startsWith(KEY_PURCHASE_PREFIX)

/** `purchaseId` is what the purchase's live BUY_SUCCESS names, so the page shows its result once. */
export const BuyKeysAnswer = v.object({ purchaseId: v.string(), keys: v.array(KeyView), balance: v.number() })
export type BuyKeysAnswer = v.InferOutput<typeof BuyKeysAnswer>
export const KeyAnswer = v.object({ key: KeyView, balance: v.number() })
export type KeyAnswer = v.InferOutput<typeof KeyAnswer>

export const KeyIdParam = v.object({ id: v.pipe(v.string(), v.maxLength(64)) })

/** `PUT /api/key/auto-renew`: auto-renewal of the selected keys on or off. */
export const KeyAutoRenewInput = v.object({ listKeyId: Selection, autoRenew: v.boolean('invalidValue') }, 'fieldIsEmpty')
/** `PUT /api/key/auth-ip`: the client addresses let in without the login (at most 3; empty: login only). */
export const KeyAuthIpInput = v.object(
  { listKeyId: Selection, authIp: v.pipe(v.string('invalidValue'), v.maxLength(1000, 'tooLong')) },
  'fieldIsEmpty',
)
export const KeysUpdated = v.object({ updated: v.number() })

/**
 * The public key calls (`GET /api/key/current-proxy`, `GET /api/key/change-ip`) take only the key;
 * `format=text` answers lines of text instead of JSON: the proxy as `host:port:user:pass`, then
 * `exit_ip=`, `next_change_in=` (seconds) and `expires_at=` (ISO 8601).
 */
export const keyAnswerFormats = ['json', 'text'] as const
export const KeyCallQuery = v.object({
  key: KeyText,
  format: v.optional(v.picklist(keyAnswerFormats, 'invalidValue'), 'json'),
})

export const KeyProxyAnswer = v.object({
  /** `host:port:user:pass` with the HTTP port (the SOCKS5 one when there is no HTTP port). */
  proxy: v.string(),
  host: v.string(),
  httpPort: v.nullable(v.number()),
  socksPort: v.nullable(v.number()),
  username: v.string(),
  password: v.string(),
  exitIp: v.string(),
  /** true: a change was made but the node has not said it serves it yet (the answer waited as long as it may). */
  changing: v.boolean(),
  nextChangeInSeconds: v.number(),
  expiresAt: v.number(),
})
export type KeyProxyAnswer = v.InferOutput<typeof KeyProxyAnswer>

/** The answer in `format=text`. */
export function keyAnswerText(answer: KeyProxyAnswer): string {
  return [
    answer.proxy,
    `exit_ip=${answer.exitIp}`,
    `changing=${answer.changing}`,
    `next_change_in=${answer.nextChangeInSeconds}`,
    `expires_at=${new Date(answer.expiresAt).toISOString()}`,
    '',
  ].join('\n')
}
