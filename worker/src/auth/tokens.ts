import { sign, verify } from 'hono/jwt'
import { JwtTokenExpired } from 'hono/utils/jwt/types'
import { randomToken } from './crypto'

/** What an access token carries: the user, the session (refresh family) and the role at issue time. */
export type AccessClaims = { sub: string; sid: string; role: number }

export type AccessCheck = { ok: true; claims: AccessClaims } | { ok: false; expired: boolean }

export async function signAccessToken(claims: AccessClaims, secret: string, nowMs: number, ttlSeconds: number): Promise<string> {
  const iat = Math.floor(nowMs / 1000)
  return sign({ ...claims, iat, exp: iat + ttlSeconds, typ: 'access' }, secret, 'HS256')
}

export async function verifyAccessToken(token: string, secret: string, options: { ignoreExpiry?: boolean } = {}): Promise<AccessCheck> {
  try {
    const payload = await verify(token, secret, { alg: 'HS256', exp: !options.ignoreExpiry })
    const { sub, sid, role, typ } = payload as Record<string, unknown>
    if (typ !== 'access' || typeof sub !== 'string' || typeof sid !== 'string' || typeof role !== 'number') {
      return { ok: false, expired: false }
    }
    return { ok: true, claims: { sub, sid, role } }
  } catch (error) {
    return { ok: false, expired: error instanceof JwtTokenExpired }
  }
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
