import { describe, expect, it } from 'vitest'
import { bearer, call, expectError, forgetRateLimits, login, ORIGIN, signedInAdmin, validationOf, verifiedCustomer } from './accounts'

const as = (token: string, method = 'POST') => ({ method, headers: { ...bearer(token), origin: ORIGIN } })
type Listed = { data: { _id: string; email: string; banned: boolean; role: number }[]; total: number }

describe('admin user calls', () => {
  it('create an admin; an existing e-mail is USER_EXISTS', async () => {
    const admin = await signedInAdmin()
    const created = await call(
      '/api/user/create-admin',
      { email: 'ops@portal.test', name: 'Ops', password: 'Admin123' },
      as(admin.accessToken),
    )
    expect(await created.json()).toMatchObject({ email: 'ops@portal.test', role: 2, emailVerified: true })
    expect((await login('ops@portal.test', 'Admin123')).user.role).toBe(2)
    await expectError(
      call('/api/user/create-admin', { email: 'ops@portal.test', name: 'Ops', password: 'Admin123' }, as(admin.accessToken)),
      400,
      'USER_EXISTS',
    )
    expect(
      await validationOf(call('/api/user/create-admin', { email: 'x', name: '', password: '1', role: 1 }, as(admin.accessToken))),
    ).toEqual({
      email: 'emailInvalid',
      name: 'fieldIsEmpty',
      password: 'passwordMinLength',
      role: 'invalidValue',
    })
  })

  it('list users 25 a page with the total, searched by e-mail, username or name', async () => {
    const admin = await signedInAdmin()
    for (const who of ['an', 'binh', 'chi']) await verifiedCustomer(`${who}@list.test`)
    const page = (await (await call('/api/user/list?page=1&limit=2', undefined, as(admin.accessToken, 'GET'))).json()) as Listed
    expect(page.total).toBe(4)
    expect(page.data).toHaveLength(2)
    const second = (await (await call('/api/user/list?page=2&limit=2', undefined, as(admin.accessToken, 'GET'))).json()) as Listed
    expect(new Set([...page.data, ...second.data].map((u) => u.email)).size).toBe(4)
    const found = (await (await call('/api/user/list?search=BINH', undefined, as(admin.accessToken, 'GET'))).json()) as Listed
    expect(found).toMatchObject({ total: 1, data: [{ email: 'binh@list.test' }] })
    const none = (await (await call('/api/user/list?search=%25', undefined, as(admin.accessToken, 'GET'))).json()) as Listed
    expect(none.total).toBe(0)
    expect(await validationOf(call('/api/user/list?page=0&limit=500', undefined, as(admin.accessToken, 'GET')))).toEqual({
      page: 'invalidValue',
      limit: 'invalidValue',
    })
  })

  it('ban (sessions end), reactivate, update, and delete users, but never themselves', async () => {
    const admin = await signedInAdmin()
    await verifiedCustomer('target@portal.test')
    const victim = await login('target')
    const id = victim.user._id

    await call('/api/user/admin-active-user', { userId: id, active: false }, as(admin.accessToken, 'PUT'))
    await expectError(call('/api/user/me', undefined, { headers: bearer(victim.accessToken) }), 401, 'INVALID_TOKEN')
    await expectError(call('/api/auth/login', { username: 'target', password: 'Secret123' }), 400, 'USERNAME_BANNED')
    await call('/api/user/admin-active-user', { userId: id, active: true }, as(admin.accessToken, 'PUT'))
    expect((await login('target')).user._id).toBe(id)

    const updated = await call('/api/user/admin-update-user', { userId: id, name: 'Renamed', role: 2 }, as(admin.accessToken, 'PUT'))
    expect(await updated.json()).toMatchObject({ name: 'Renamed', role: 2 })
    await expectError(
      call('/api/user/admin-update-user', { userId: admin.user._id, role: 1 }, as(admin.accessToken, 'PUT')),
      400,
      'ADMIN_ERROR',
    )
    await expectError(
      call('/api/user/admin-active-user', { userId: admin.user._id, active: false }, as(admin.accessToken, 'PUT')),
      400,
      'ADMIN_ERROR',
    )
    await expectError(
      call('/api/user/admin-update-user', { userId: 'nope', name: 'X' }, as(admin.accessToken, 'PUT')),
      404,
      'USER_NOT_EXISTS',
    )

    expect((await call(`/api/user/delete/${id}`, undefined, as(admin.accessToken, 'DELETE'))).status).toBe(200)
    await forgetRateLimits()
    await expectError(call('/api/auth/login', { username: 'target', password: 'Secret123' }), 404, 'USERNAME_NOT_EXISTS')
    // The e-mail is free again.
    await verifiedCustomer('target@portal.test')
    await expectError(call(`/api/user/delete/${admin.user._id}`, undefined, as(admin.accessToken, 'DELETE')), 400, 'ADMIN_ERROR')
  })

  it('role 2 is an admin too; roles are read fresh on every call', async () => {
    const second = await signedInAdmin('two@portal.test', 2)
    expect((await call('/api/user/list', undefined, as(second.accessToken, 'GET'))).status).toBe(200)
    const first = await signedInAdmin('zero@portal.test', 0)
    await call('/api/user/admin-update-user', { userId: second.user._id, role: 1 }, as(first.accessToken, 'PUT'))
    await expectError(call('/api/user/list', undefined, as(second.accessToken, 'GET')), 409, 'PERMISSION_DENIED')
  })
})
