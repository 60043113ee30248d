import * as v from 'valibot'
import { readProxyLine } from '../domain/proxy-lines'
import { checkFailures, HealthView, Selection } from './bought-proxies'
import { type ProxyProtocol, proxyProtocols } from './inventory'

/** Which protocol a check speaks: 'auto' tries HTTP, then SOCKS5 when the port does not answer as HTTP. */
export const checkProtocols = ['auto', 'http', 'socks5'] as const
export type CheckProtocol = (typeof checkProtocols)[number]

/** Most proxies one check takes (non-blank lines), and the longest text it reads. */
export const MAX_CHECK_LINES = 500
const MAX_CHECK_TEXT = 512 * 1024

/**
 * Other pages send proxies to /check-proxy through this sessionStorage key: the page puts its lines in
 * the form, removes the key and starts the check.
 */
export const CHECK_PROXY_HANDOFF_KEY = 'checkProxyLines'

export type CheckLogin = { username: string; password: string }
/** One proxy of a check list: where it listens, its login (null: an open proxy), the protocol its URL scheme names. */
export type CheckTarget = { host: string; port: number; login: CheckLogin | null; scheme: ProxyProtocol | null }
/** A proxy read from the list: its line number (from 1, counting every line) and its text as written. */
export type CheckLine = CheckTarget & { line: number; text: string }

const schemes: Record<string, ProxyProtocol> = { http: 'http', https: 'http', socks5: 'socks5', socks5h: 'socks5' }
/** `host:port` or `[v6]:port` with nothing else: an open proxy. */
const OPEN_ADDRESS = /^(\[[^\]]*\]|[^:@[\]]+):[^:@]*$/

/**
 * One line: `ip:port` (open), `ip:port:user:pass`, `user:pass@ip:port`, `scheme://[user:pass@]host:port`
 * (http, https, socks5, socks5h; IPv6 in brackets). Host, port and login follow the inventory's import rules;
 * half a login (`ip:port:user`, `user@ip:port`) reads as nothing.
 */
export function readCheckLine(text: string): CheckTarget | null {
  const url = /^([a-z][a-z0-9+.-]*):\/\/(.*)$/i.exec(text)
  const scheme = url ? schemes[(url[1] ?? '').toLowerCase()] : null
  if (scheme === undefined) return null
  const rest = url ? (url[2] ?? '').replace(/\/$/, '') : text
  if (OPEN_ADDRESS.test(rest)) {
    // The import rules read an address only with its login: an open one is read with a placeholder login.
    const read = readProxyLine(`${rest}:-:-`, 'http')
    return read.ok ? { host: read.proxy.host, port: read.proxy.port, login: null, scheme } : null
  }
  const read = readProxyLine(text, scheme ?? 'http')
  if (!read.ok) return null
  const { host, port, username, password } = read.proxy
  return { host, port, login: { username, password }, scheme }
}

/** Reads a check list; blank lines and lines starting with '#' are skipped. */
export function readCheckList(text: string): { proxies: CheckLine[]; badLines: number[] } {
  const proxies: CheckLine[] = []
  const badLines: number[] = []
  text.split('\n').forEach((raw, at) => {
    const line = raw.trim()
    if (!line || line.startsWith('#')) return
    const read = readCheckLine(line)
    if (read) proxies.push({ ...read, line: at + 1, text: line })
    else badLines.push(at + 1)
  })
  return { proxies, badLines }
}

/**
 * `POST /api/proxy/check-proxy`. Any unreadable line refuses the whole check: one issue per bad line at
 * `proxies.<lineNumber>`, message 'proxyCheckFormat'.
 */
export const CheckProxyInput = v.object(
  {
    proxies: v.pipe(
      v.string('fieldIsEmpty'),
      v.maxLength(MAX_CHECK_TEXT, 'tooLong'),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const { proxies, badLines } = readCheckList(dataset.value)
        const count = proxies.length + badLines.length
        if (count === 0 || count > MAX_CHECK_LINES) {
          addIssue({ message: count === 0 ? 'fieldIsEmpty' : 'tooLong' })
          return NEVER
        }
        for (const line of badLines) {
          addIssue({
            message: 'proxyCheckFormat',
            path: [{ type: 'unknown', origin: 'value', input: dataset.value, key: line, value: line }],
          })
        }
        return badLines.length > 0 ? NEVER : proxies
      }),
    ),
    protocol: v.optional(v.picklist(checkProtocols, 'invalidValue'), 'auto'),
  },
  // A missing list reads as an empty one.
  'fieldIsEmpty',
)

/**
 * What one proxy's check found: alive or not, the protocols that worked, TCP connect and proxy handshake
 * times, the total (connect, handshake and the exit-IP request when there is one), the exit IP, and why it failed.
 */
export const CheckResult = v.object({
  alive: v.boolean(),
  protocols: v.array(v.picklist(proxyProtocols)),
  connectMs: v.nullable(v.number()),
  handshakeMs: v.nullable(v.number()),
  latencyMs: v.nullable(v.number()),
  exitIp: v.nullable(v.string()),
  failure: v.nullable(v.picklist(checkFailures)),
})
export type CheckResult = v.InferOutput<typeof CheckResult>

/**
 * The check's answer, one JSON object per line (application/x-ndjson): start (how many, and whether
 * exit IPs are looked up at all), one result per proxy as it finishes, then done.
 */
export const CheckEvent = v.variant('type', [
  v.object({ type: v.literal('start'), total: v.number(), exitIpLookup: v.boolean() }),
  v.object({ type: v.literal('result'), index: v.number(), line: v.number(), proxy: v.string(), ...CheckResult.entries }),
  v.object({ type: v.literal('done'), alive: v.number(), dead: v.number() }),
])
export type CheckEvent = v.InferOutput<typeof CheckEvent>

/** `POST /api/bought-proxy/check`: the caller's own proxies. */
export const BoughtCheckInput = v.object({ listBoughtProxyId: Selection })

/**
 * Each proxy's new health. An expired proxy is not checked (its login is off on the node): it comes back
 * `locked` with its health unchanged, as the list shows it (ADR 0015).
 */
export const BoughtCheckAnswer = v.object({
  results: v.array(
    v.object({
      id: v.string(),
      locked: v.boolean(),
      health: v.nullable(HealthView),
      exitIp: v.nullable(v.string()),
      protocols: v.array(v.picklist(proxyProtocols)),
    }),
  ),
})
export type BoughtCheckAnswer = v.InferOutput<typeof BoughtCheckAnswer>
