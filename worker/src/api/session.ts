import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { userOfExtensionToken } from '../accounts/extension-tokens'
import { sha256 } from '../auth/crypto'
import { isApiKey, verifyAccessToken } from '../auth/tokens'
import { config } from '../config'
import { isExtensionToken } from '../contract/extension'
import { isAdminRole } from '../contract/roles'
import { findLiveSession } from '../db/sessions'
import { findUserByApiKeyHash } from '../db/users'
import type { ApiEnv, Auth } from './context'
import { ACCESS_COOKIE, readCookie } from './cookies'
import { ApiError } from './errors'
import { isMutation, sameOrigin } from './origin'

async function authenticateToken(c: Context<ApiEnv>, allowApiKey: boolean): Promise<Auth> {
  const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1]
  const token = bearer ?? readCookie(c, ACCESS_COOKIE)
  if (!token) throw new ApiError('INVALID_TOKEN')
  const via = bearer ? 'bearer' : 'cookie'
  // A cookie travels by itself; a mutation riding on one must come from our own pages.
  if (via === 'cookie' && isMutation(c) && !sameOrigin(c)) throw new ApiError('PERMISSION_DENIED')
  const db = c.get('db')
  if (isApiKey(token)) {
    const user = via === 'bearer' ? await findUserByApiKeyHash(db, await sha256(token)) : null
    if (!user || user.bannedAt !== null) throw new ApiError('INVALID_TOKEN')
    if (!allowApiKey) throw new ApiError('PERMISSION_DENIED')
    return { user, sessionId: null, via: 'apiKey' }
  }
  if (isExtensionToken(token)) {
    // Like an API key: only ever a Bearer header, never a cookie.
    const found = via === 'bearer' ? await userOfExtensionToken({ db, now: c.get('now') }, token) : null
    if (!found) throw new ApiError('INVALID_TOKEN')
    if (!allowApiKey) throw new ApiError('PERMISSION_DENIED')
    return { user: found.user, sessionId: null, via: 'extensionToken', extensionTokenId: found.tokenId }
  }
  const check = await verifyAccessToken(token, config(c.env).JWT_SECRET, { nowMs: c.get('now') })
  if (!check.ok) throw new ApiError(check.expired ? 'TOKEN_EXPIRED' : 'INVALID_TOKEN')
  const live = await findLiveSession(db, check.claims.sid, c.get('now'))
  if (!live || live.user.id !== check.claims.sub || live.user.bannedAt !== null) throw new ApiError('INVALID_TOKEN')
  return { user: live.user, sessionId: live.session.id, via }
}

/**
 * Who is calling: a session's access token (Bearer, or the portal's cookie), or, where `apiKey`
 * allows it, a customer API key or an extension token (same scope, ADR 0016; Bearer only).
 * Expired token: TOKEN_EXPIRED (403); anything else wrong: INVALID_TOKEN (401).
 */
export const signedIn = (options: { apiKey?: boolean } = {}) =>
  createMiddleware<ApiEnv>(async (c, next) => {
    c.set('auth', await authenticateToken(c, options.apiKey ?? false))
    await next()
  })

/** After `signedIn`: roles 0 and 2 only; anyone else gets PERMISSION_DENIED (409). */
export const adminOnly = createMiddleware<ApiEnv>(async (c, next) => {
  if (!isAdminRole(c.get('auth').user.role)) throw new ApiError('PERMISSION_DENIED')
  await next()
})
