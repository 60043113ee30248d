import { type Context, Hono } from 'hono'
import { googleLogin, passwordLogin } from '../accounts/login'
import { sha256, timingSafeEqual } from '../auth/crypto'
import { sessionIdOf, verifyAccessToken } from '../auth/tokens'
import { config } from '../config'
import { AuthProviders, Done, GoogleLoginInput, LoginAnswer, LoginInput, RenewTokenInput, TokenPair } from '../contract/auth'
import { findSession, revokeSession } from '../db/sessions'
import { loadSetting } from '../db/settings'
import { LOCAL_MODE } from '../local-mode'
import { captchaPublic } from '../providers/captcha/captcha'
import { accountsContext } from './accounts-context'
import type { ApiEnv } from './context'
import { ACCESS_COOKIE, clearSessionCookies, REFRESH_COOKIE, readCookie, setSessionCookies } from './cookies'
import { describe } from './describe'
import { ApiError } from './errors'
import { enforceLimits } from './rate-limit'
import { clientIp, requestMeta } from './request-meta'
import { unwrapResult } from './results'
import { secretLimits } from './secret-limits'
import { validate } from './validation'

/** The session a logout ends: named by the access token (even expired) or proven by the refresh token. */
async function sessionToEnd(c: Context<ApiEnv>): Promise<string | null> {
  const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1]
  const access = bearer ?? readCookie(c, ACCESS_COOKIE)
  const check = access ? await verifyAccessToken(access, config(c.env).JWT_SECRET, { ignoreExpiry: true }) : null
  if (check?.ok) return check.claims.sid
  const refresh = readCookie(c, REFRESH_COOKIE)
  const session = refresh ? await findSession(c.get('db'), sessionIdOf(refresh) ?? '') : null
  return session && timingSafeEqual(session.refreshHash, await sha256(refresh ?? '')) ? session.id : null
}

export const authSignIn = new Hono<ApiEnv>()
  .get('/providers', describe('auth', 'Sign-in options: Google client id and captcha, when configured', AuthProviders), async (c) => {
    const cfg = config(c.env)
    const captcha = captchaPublic(cfg, await loadSetting(c.get('db'), 'captcha'))
    return c.json({ googleClientId: cfg.GOOGLE_CLIENT_ID ?? null, captcha, localMode: LOCAL_MODE }, 200)
  })
  .post(
    '/login',
    describe('auth', 'Log in with username or e-mail and password (and the two-factor code when on)', LoginAnswer),
    validate('json', LoginInput),
    async (c) => {
      const input = c.req.valid('json')
      await enforceLimits(c, [['loginPerIp', clientIp(c) ?? 'unknown']])
      const ctx = accountsContext(c)
      const guard = secretLimits(c, { captcha: { token: input.captchaToken } })
      const result = unwrapResult(await passwordLogin(ctx, input, requestMeta(c), guard))
      setSessionCookies(c, result, ctx.config.REFRESH_TOKEN_TTL_SECONDS)
      return c.json(result, 200)
    },
  )
  .post(
    '/google',
    describe('auth', 'Sign in with a Google Identity Services credential', LoginAnswer),
    validate('json', GoogleLoginInput),
    async (c) => {
      await enforceLimits(c, [['loginPerIp', clientIp(c) ?? 'unknown']])
      const ctx = accountsContext(c)
      const input = c.req.valid('json')
      const guard = secretLimits(c, { captcha: { token: input.captchaToken } })
      const result = unwrapResult(await googleLogin(ctx, input, requestMeta(c), guard))
      setSessionCookies(c, result, ctx.config.REFRESH_TOKEN_TTL_SECONDS)
      return c.json(result, 200)
    },
  )
  .post(
    '/renew-token',
    describe('auth', 'Rotate the refresh token: a new pair; reusing an old token ends the session', TokenPair),
    validate('json', RenewTokenInput),
    async (c) => {
      const refreshToken = c.req.valid('json').refreshToken ?? readCookie(c, REFRESH_COOKIE)
      const sessionId = refreshToken ? sessionIdOf(refreshToken) : null
      const session = sessionId ? await findSession(c.get('db'), sessionId) : null
      if (!refreshToken || !session) throw new ApiError('INVALID_TOKEN')
      const stub = c.env.USER_ACCOUNT.get(c.env.USER_ACCOUNT.idFromName(session.userId))
      const settings = config(c.env)
      const pair = unwrapResult(await stub.renewSession(session.id, refreshToken, c.get('now'), settings))
      setSessionCookies(c, pair, settings.REFRESH_TOKEN_TTL_SECONDS)
      return c.json(pair, 200)
    },
  )
  .post('/logout', describe('auth', 'End this session and clear its cookies', Done), async (c) => {
    const sessionId = await sessionToEnd(c)
    if (sessionId) await revokeSession(c.get('db'), sessionId, c.get('now'))
    clearSessionCookies(c)
    return c.json({ ok: true as const }, 200)
  })
