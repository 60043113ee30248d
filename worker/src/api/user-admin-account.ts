import { Hono } from 'hono'
import * as v from 'valibot'
import { adminResetTwoFactor, adminRevokeApiKey, adminRevokeExtensionToken, adminRevokeSessions } from '../accounts/admin-credentials'
import { adminUserDetail } from '../accounts/admin-user-detail'
import { listBoughtProxies } from '../bought-proxies/bought-proxy-list'
import { AdminBoughtProxyView, AdminUserDetail, ExtensionTokenRevokeInput, UserIdInput } from '../contract/admin-users'
import { BoughtProxyListQuery } from '../contract/bought-proxies'
import { listResult } from '../contract/list'
import { AdminUserView } from '../contract/user'
import { findUserById } from '../db/users'
import { accountsContext } from './accounts-context'
import type { ApiEnv } from './context'
import { describe } from './describe'
import { ApiError } from './errors'
import { unwrapResult } from './results'
import { adminOnly, signedIn } from './session'
import { validate } from './validation'

const ended = (summary: string) => describe('user', `${summary}; kept in the audit log`, AdminUserView, 'admin')

/** A user's page for admins, and what ends the ways a user signs in. */
export const userAdminAccount = new Hono<ApiEnv>()
  .use('/admin-*', signedIn(), adminOnly)
  .get(
    '/admin-detail/:id',
    describe(
      'user',
      "A user's page: account, orders and proxies held, plan, trial, sessions, extensions, totals",
      AdminUserDetail,
      'admin',
    ),
    validate('param', v.object({ id: v.pipe(v.string(), v.maxLength(64)) })),
    async (c) => c.json(unwrapResult(await adminUserDetail(accountsContext(c), c.req.valid('param').id)), 200),
  )
  .get(
    '/admin-proxies/:id',
    describe(
      'user',
      "A user's bought proxies, 25 a page, with the customer list's filters (passwords left out)",
      listResult(AdminBoughtProxyView),
      'admin',
    ),
    validate('param', v.object({ id: v.pipe(v.string(), v.maxLength(64)) })),
    validate('query', BoughtProxyListQuery),
    async (c) => {
      const db = c.get('db')
      const user = await findUserById(db, c.req.valid('param').id)
      if (!user) throw new ApiError('USER_NOT_EXISTS')
      const { data, total } = await listBoughtProxies(db, user.id, c.req.valid('query'), c.get('now'))
      return c.json({ data: data.map(({ password: _, ...proxy }) => proxy), total }, 200)
    },
  )
  .post('/admin-revoke-sessions', ended('End every session of a user (signed out everywhere)'), validate('json', UserIdInput), async (c) =>
    c.json(unwrapResult(await adminRevokeSessions(accountsContext(c), { actor: c.get('auth').user, ...c.req.valid('json') })), 200),
  )
  .post('/admin-revoke-api-key', ended("Revoke a user's API key"), validate('json', UserIdInput), async (c) =>
    c.json(unwrapResult(await adminRevokeApiKey(accountsContext(c), { actor: c.get('auth').user, ...c.req.valid('json') })), 200),
  )
  .post('/admin-reset-2fa', ended("Turn off a user's two-factor sign-in"), validate('json', UserIdInput), async (c) =>
    c.json(unwrapResult(await adminResetTwoFactor(accountsContext(c), { actor: c.get('auth').user, ...c.req.valid('json') })), 200),
  )
  .post(
    '/admin-revoke-extension-token',
    ended("Disconnect one of a user's browser extensions"),
    validate('json', ExtensionTokenRevokeInput),
    async (c) =>
      c.json(unwrapResult(await adminRevokeExtensionToken(accountsContext(c), { actor: c.get('auth').user, ...c.req.valid('json') })), 200),
  )
