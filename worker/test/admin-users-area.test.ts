import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { AdminBoughtProxyView, AdminUserDetail } from '../src/contract/admin-users'
import type { AdminUserView } from '../src/contract/user'
import { expectError, signedInAdmin } from './accounts'
import { connect } from './extension-fixtures'
import { addProxies, bought, choice, customer, customerCall, fund, okJson, seedCatalogue } from './order-fixtures'

type Who = { id: string; token: string }
const admin = async (email = 'boss@users.test', role: 0 | 2 = 0): Promise<Who> => {
  const signed = await signedInAdmin(email, role)
  return { id: signed.user._id, token: signed.accessToken }
}
const users = (boss: Who, query: string) =>
  okJson<{ data: AdminUserView[]; total: number }>(customerCall(boss, `user/list?${query}`)).then((page) =>
    page.data.map((u) => u.username),
  )
const audit = (action: string) =>
  env.DB.prepare('SELECT user_id AS user, subject, before, after FROM admin_audit WHERE action = ?')
    .bind(action)
    .all()
    .then((r) => r.results)

describe('the admin user list and user page (issue 16, users)', { timeout: 30_000 }, () => {
  it('finds a user by transfer code, id, e-mail or name, and filters by role, status and balance, sorted', async () => {
    const an = await customer('an', 500_000)
    const binh = await customer('binh', 20_000)
    await customer('chi')
    await env.DB.prepare("UPDATE users SET email_verified_at = 1 WHERE username IN ('an', 'binh')").run()
    await env.DB.prepare("UPDATE users SET banned_at = 1 WHERE username = 'binh'").run()
    const boss = await admin()
    const { code } = await okJson<{ code: string }>(customerCall(an, 'bill/get-bill'))
    expect(await users(boss, `search=${code.toLowerCase()}`)).toEqual(['an'])
    expect(await users(boss, `search=${binh.id}`)).toEqual(['binh'])
    expect(await users(boss, 'search=chi@portal')).toEqual(['chi'])
    expect(await users(boss, 'role=1&sort=name')).toEqual(['an', 'binh', 'chi'])
    expect(await users(boss, 'role=0')).toHaveLength(1)
    expect(await users(boss, 'status=banned')).toEqual(['binh'])
    expect(await users(boss, 'status=unverified')).toEqual(['chi'])
    expect(await users(boss, 'role=1&status=active')).toEqual(['an'])
    expect(await users(boss, 'hasBalance=true&sort=balance')).toEqual(['an', 'binh'])
    expect(await users(boss, 'role=1&hasBalance=false')).toEqual(['chi'])
    const now = Date.now()
    await env.DB.prepare(
      "INSERT INTO agencies (id, user_id, code, active, commission_percent, discount_percent, created_at, updated_at) VALUES ('ag-binh', ?, 'binh-ref', 0, 20, 5, ?, ?)",
    )
      .bind(binh.id, now, now)
      .run()
    expect(await users(boss, 'hasAgency=true')).toEqual(['binh'])
    expect(await users(boss, 'role=1&hasAgency=false&sort=name')).toEqual(['an', 'chi'])
    await expectError(customerCall(boss, 'user/list?hasAgency=yes'), 400, 'INVALID_INPUT')
    await expectError(customerCall(boss, 'user/list?sort=richest'), 400, 'INVALID_INPUT')
    await expectError(customerCall(boss, 'user/list?role=7'), 400, 'INVALID_INPUT')
  })

  it("shows a user's page and ends their sessions, API key, an extension and two-factor, each audited; role 2 cannot for role 0", async () => {
    const an = await customer('an', 0)
    await fund(an.id, 70_000)
    const key = (await okJson<{ apiKey: string }>(customerCall(an, 'user/generate-key', {}))).apiKey
    const issued = await connect(an)
    await env.DB.prepare("UPDATE users SET two_factor_secret = 'x' WHERE id = ?").bind(an.id).run()
    const boss = await admin()
    const detail = await okJson<AdminUserDetail>(customerCall(boss, `user/admin-detail/${an.id}`))
    expect(detail).toMatchObject({
      user: { _id: an.id, balance: 70_000, twoFactorEnabled: true },
      orders: { using: 0, expired: 0, total: 0 },
      proxiesHeld: 0,
      plan: null,
      trial: null,
      extensionTokens: [{ _id: issued.view._id, label: 'Chrome on Linux' }],
    })
    expect(detail.sessions).toHaveLength(1)
    await expectError(customerCall(boss, 'user/admin-detail/nobody'), 404, 'USER_NOT_EXISTS')

    await okJson(customerCall(boss, 'user/admin-revoke-sessions', { userId: an.id }))
    await expectError(customerCall(an, 'user/me'), 401, 'INVALID_TOKEN')
    await okJson(customerCall(boss, 'user/admin-revoke-api-key', { userId: an.id }))
    await expectError(customerCall({ id: an.id, token: key }, 'user/me'), 401, 'INVALID_TOKEN')
    const twoFactorOff = await okJson<AdminUserView>(customerCall(boss, 'user/admin-reset-2fa', { userId: an.id }))
    expect(twoFactorOff.twoFactorEnabled).toBe(false)
    await okJson(customerCall(boss, 'user/admin-revoke-extension-token', { userId: an.id, tokenId: issued.view._id }))
    await expectError(
      customerCall(boss, 'user/admin-revoke-extension-token', { userId: an.id, tokenId: issued.view._id }),
      404,
      'NOT_FOUND',
    )
    // A second revoke of what is already gone changes and records nothing.
    await okJson(customerCall(boss, 'user/admin-revoke-sessions', { userId: an.id }))
    expect(await audit('revoke_sessions')).toEqual([{ user: an.id, subject: null, before: '{"sessions":1}', after: '{"sessions":0}' }])
    expect(await audit('revoke_api_key')).toHaveLength(1)
    expect(await audit('reset_two_factor')).toEqual([
      { user: an.id, subject: null, before: '{"twoFactor":true}', after: '{"twoFactor":false}' },
    ])
    expect(await audit('revoke_extension_token')).toEqual([
      { user: an.id, subject: issued.view._id, before: '{"label":"Chrome on Linux"}', after: '{"revoked":true}' },
    ])

    const staff = await admin('staff@users.test', 2)
    for (const path of ['admin-revoke-sessions', 'admin-revoke-api-key', 'admin-reset-2fa']) {
      await expectError(customerCall(staff, `user/${path}`, { userId: boss.id }), 400, 'ADMIN_ERROR')
    }
    expect((await customerCall(boss, 'user/me')).status).toBe(200)
  })

  it("lists a user's bought proxies on their page, paged, without the proxy passwords", async () => {
    await seedCatalogue()
    await addProxies(3)
    const an = await customer('an', 500_000)
    const other = await customer('binh', 500_000)
    await bought(an, choice({ amount: 2 }))
    await bought(other, choice({ amount: 1 }))
    const boss = await admin()
    type Page = { data: AdminBoughtProxyView[]; total: number }
    const first = await okJson<Page>(customerCall(boss, `user/admin-proxies/${an.id}?limit=1&sort=host`))
    const second = await okJson<Page>(customerCall(boss, `user/admin-proxies/${an.id}?limit=1&page=2&sort=host`))
    expect([first.total, first.data.length, second.data.length]).toEqual([2, 1, 1])
    const held = [...first.data, ...second.data]
    expect(new Set(held.map((proxy) => proxy._id)).size).toBe(2)
    expect(held.every((proxy) => proxy.status === 'using' && !('password' in proxy))).toBe(true)
    // The customer's own list holds the same two proxies, with their passwords.
    const own = await okJson<{ data: { _id: string; password: string }[] }>(customerCall(an, 'bought-proxy/list'))
    expect(own.data.map((proxy) => proxy._id).sort()).toEqual(held.map((proxy) => proxy._id).sort())
    expect(own.data.every((proxy) => proxy.password.length > 0)).toBe(true)
    expect((await okJson<Page>(customerCall(boss, `user/admin-proxies/${other.id}`))).total).toBe(1)
    await expectError(customerCall(boss, 'user/admin-proxies/nobody'), 404, 'USER_NOT_EXISTS')
    await expectError(customerCall(boss, `user/admin-proxies/${an.id}?sort=cheapest`), 400, 'INVALID_INPUT')
    await expectError(customerCall(an, `user/admin-proxies/${an.id}`), 409, 'PERMISSION_DENIED')
  })
})
