import { decode, verify } from 'hono/jwt'
import type { SignatureAlgorithm } from 'hono/utils/jwt/jwa'

/** What a verified Google ID token tells us. */
export type GoogleIdentity = { sub: string; email: string; name: string }

export type GoogleCheck =
  | { ok: true; identity: GoogleIdentity }
  | { ok: false; reason: 'malformed' | 'signature' | 'issuer' | 'audience' | 'expired' | 'email_unverified' | 'keys_unavailable' }

type Jwk = JsonWebKey & { kid?: string; alg?: string }
type KeySet = { keys: Jwk[]; expiresAt: number }

const ISSUERS = ['accounts.google.com', 'https://accounts.google.com']
const CLOCK_SKEW_SECONDS = 60
const keyCache = new Map<string, KeySet>()

/** Google's keys, cached for as long as their Cache-Control allows (an hour when it says nothing). */
async function keysFrom(url: string, nowMs: number, refresh: boolean): Promise<Jwk[] | null> {
  const cached = keyCache.get(url)
  if (cached && !refresh && cached.expiresAt > nowMs) return cached.keys
  try {
    const response = await fetch(url)
    if (!response.ok) return cached?.keys ?? null
    const body = (await response.json()) as { keys?: unknown }
    if (!Array.isArray(body.keys)) return cached?.keys ?? null
    const maxAge = Number(/max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1] ?? 3600)
    keyCache.set(url, { keys: body.keys as Jwk[], expiresAt: nowMs + maxAge * 1000 })
    return body.keys as Jwk[]
  } catch {
    return cached?.keys ?? null
  }
}

/**
 * Verifies a Google Identity Services credential: RS256 signature by one of Google's published keys,
 * issuer, audience (our client id), expiry, and a verified e-mail.
 */
export async function verifyGoogleIdToken(
  credential: string,
  options: { clientId: string; jwksUrl: string; nowMs: number },
): Promise<GoogleCheck> {
  let kid: string | undefined
  let alg: string | undefined
  try {
    ;({ kid, alg } = decode(credential).header as { kid?: string; alg?: string })
  } catch {
    return { ok: false, reason: 'malformed' }
  }
  if (alg !== 'RS256' || !kid) return { ok: false, reason: 'malformed' }
  let key = (await keysFrom(options.jwksUrl, options.nowMs, false))?.find((k) => k.kid === kid)
  // A key we do not know may be a fresh rotation: look once more.
  if (!key) key = (await keysFrom(options.jwksUrl, options.nowMs, true))?.find((k) => k.kid === kid)
  if (!key) return { ok: false, reason: keyCache.has(options.jwksUrl) ? 'signature' : 'keys_unavailable' }

  let payload: Record<string, unknown>
  try {
    // Claims are checked below against the given clock; only the signature is checked here.
    payload = await verify(credential, key, { alg: alg as SignatureAlgorithm, exp: false, nbf: false, iat: false })
  } catch {
    return { ok: false, reason: 'signature' }
  }
  const now = Math.floor(options.nowMs / 1000)
  if (typeof payload.iss !== 'string' || !ISSUERS.includes(payload.iss)) return { ok: false, reason: 'issuer' }
  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud]
  if (!audiences.includes(options.clientId)) return { ok: false, reason: 'audience' }
  if (typeof payload.exp !== 'number' || payload.exp + CLOCK_SKEW_SECONDS <= now) return { ok: false, reason: 'expired' }
  if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return { ok: false, reason: 'malformed' }
  if (payload.email_verified !== true && payload.email_verified !== 'true') return { ok: false, reason: 'email_unverified' }
  const name = typeof payload.name === 'string' && payload.name.trim() ? payload.name.trim() : (payload.email.split('@')[0] ?? '')
  return { ok: true, identity: { sub: payload.sub, email: payload.email.toLowerCase(), name } }
}
