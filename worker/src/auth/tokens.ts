import { sign, verify } from 'hono/jwt'
import { randomToken } from './crypto'

/** What an access token carries: the user, the session (refresh family) and the role at issue time. */
export type AccessClaims = { sub: string; sid: string; role: number }

export type AccessCheck = { ok: true; claims: AccessClaims } | { ok: false; expired: boolean }

export async function signAccessToken(claims: AccessClaims, secret: string, nowMs: number, ttlSeconds: number): Promise<string> {
  const iat = Math.floor(nowMs / 1000)
  return sign({ ...claims, iat, exp: iat + ttlSeconds, typ: 'access' }, secret, 'HS256')
}

/**
 * Checks the signature first, then the claims: a token we did not sign is invalid (401) whatever its
 * `exp` says; only a genuine token can be expired (403, which sends the client to renew). hono's
 * `verify` checks `exp` before the signature, so expiry is checked here, after it.
 */
export async function verifyAccessToken(
  token: string,
  secret: string,
  options: { ignoreExpiry?: boolean; nowMs?: number } = {},
): Promise<AccessCheck> {
  let payload: Record<string, unknown>
  try {
    payload = (await verify(token, secret, { alg: 'HS256', exp: false, nbf: false, iat: false })) as Record<string, unknown>
  } catch {
    return { ok: false, expired: false }
  }
  const { sub, sid, role, typ, exp } = payload
  if (typ !== 'access' || typeof sub !== 'string' || typeof sid !== 'string' || typeof role !== 'number' || typeof exp !== 'number') {
    return { ok: false, expired: false }
  }
  if (!options.ignoreExpiry && exp * 1000 <= (options.nowMs ?? Date.now())) return { ok: false, expired: true }
  return { ok: true, claims: { sub, sid, role } }
}

/** A refresh token names its session (`<sessionId>.<secret>`); only its hash is stored. */
export function newRefreshToken(sessionId: string): string {
  return `${sessionId}.${randomToken(32)}`
}

export function sessionIdOf(refreshToken: string): string | null {
  const match = /^([A-Za-z0-9_-]{16,64})\.[A-Za-z0-9_-]{32,128}$/.exec(refreshToken)
  return match?.[1] ?? null
}

/** API keys look different from JWTs so one Bearer header can carry either. */
export const API_KEY_PREFIX = 'pk_'

export function newApiKey(): string {
  return `${API_KEY_PREFIX}${randomToken(32)}`
}

export function isApiKey(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX)
}
