import { Hono } from 'hono'
import * as v from 'valibot'
import { adminActiveUser, adminDeleteUser, adminListUsers, adminUpdateUser, createAdmin } from '../accounts/admin-users'
import { AdminUserListQuery } from '../contract/admin-users'
import { Done } from '../contract/auth'
import { listResult } from '../contract/list'
import { AdminActiveUserInput, AdminUpdateUserInput, AdminUserView, CreateAdminInput } from '../contract/user'
import { accountsContext } from './accounts-context'
import type { ApiEnv } from './context'
import { describe } from './describe'
import { unwrapResult } from './results'
import { adminOnly, signedIn } from './session'
import { validate } from './validation'

export const userAdmin = new Hono<ApiEnv>()
  .use('/create-admin', signedIn(), adminOnly)
  .use('/list', signedIn(), adminOnly)
  .use('/admin-update-user', signedIn(), adminOnly)
  .use('/admin-active-user', signedIn(), adminOnly)
  .use('/delete/*', signedIn(), adminOnly)
  .post(
    '/create-admin',
    describe('user', 'Create an admin account', AdminUserView, 'admin'),
    validate('json', CreateAdminInput),
    async (c) => c.json(unwrapResult(await createAdmin(accountsContext(c), c.get('auth').user, c.req.valid('json'))), 200),
  )
  .get(
    '/list',
    describe(
      'user',
      'Users, 25 a page: search by e-mail, username, name, id or transfer code; filter by role, status, balance; sort',
      listResult(AdminUserView),
      'admin',
    ),
    validate('query', AdminUserListQuery),
    async (c) => c.json(await adminListUsers(accountsContext(c), c.req.valid('query')), 200),
  )
  .put(
    '/admin-update-user',
    describe(
      'user',
      "Change a user's name or role; a new e-mail is mailed a confirmation link and set only once it is followed (pendingEmail until then)",
      AdminUserView,
      'admin',
    ),
    validate('json', AdminUpdateUserInput),
    async (c) => {
      const call = { actor: c.get('auth').user, origin: new URL(c.req.url).origin }
      return c.json(unwrapResult(await adminUpdateUser(accountsContext(c), call, c.req.valid('json'))), 200)
    },
  )
  .put(
    '/admin-active-user',
    describe('user', 'Activate (and verify) or ban a user', AdminUserView, 'admin'),
    validate('json', AdminActiveUserInput),
    async (c) => c.json(unwrapResult(await adminActiveUser(accountsContext(c), c.get('auth').user, c.req.valid('json'))), 200),
  )
  .delete(
    '/delete/:id',
    describe('user', 'Delete a user (history kept, sign-in ended)', Done, 'admin'),
    validate('param', v.object({ id: v.pipe(v.string(), v.maxLength(64)) })),
    async (c) => {
      unwrapResult(await adminDeleteUser(accountsContext(c), c.get('auth').user, c.req.valid('param').id))
      return c.json({ ok: true as const }, 200)
    },
  )
