import type { Login } from '../access/authorize.ts'

/** Proxy-Authorization: Basic base64(user:password); null when absent, undefined when unreadable. */
export function loginOf(header: string | undefined): Login | null | undefined {
  if (!header) return null
  const [scheme, encoded = ''] = header.trim().split(/\s+/)
  if (scheme?.toLowerCase() !== 'basic') return undefined
  const text = Buffer.from(encoded, 'base64').toString('utf8')
  const colon = text.indexOf(':')
  return colon < 0 ? undefined : { username: text.slice(0, colon), password: text.slice(colon + 1) }
}
