import type { Login } from '../access/authorize.ts'

/**
 * Logins by the header that carried them: a client sends the same Proxy-Authorization with every
 * request, and decoding it each time was a measurable part of a request's cost. Emptied when full;
 * only headers of a login's usual size are kept, so strangers' junk cannot make it big (2.5 MB at most).
 */
const known = new Map<string, Login | undefined>()
const KNOWN_MOST = 10_000
const KNOWN_LONGEST = 256

/** Proxy-Authorization: Basic base64(user:password); null when absent, undefined when unreadable. */
export function loginOf(header: string | undefined): Login | null | undefined {
  if (!header) return null
  if (header.length > KNOWN_LONGEST) return decode(header)
  const seen = known.get(header)
  if (seen !== undefined || known.has(header)) return seen
  if (known.size >= KNOWN_MOST) known.clear()
  const login = decode(header)
  known.set(header, login)
  return login
}

function decode(header: string): Login | undefined {
  const [scheme, encoded = ''] = header.trim().split(/\s+/)
  if (scheme?.toLowerCase() !== 'basic') return undefined
  const text = Buffer.from(encoded, 'base64').toString('utf8')
  const colon = text.indexOf(':')
  return colon < 0 ? undefined : Object.freeze({ username: text.slice(0, colon), password: text.slice(colon + 1) })
}
