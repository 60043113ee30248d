import { describe, expect, it } from 'vitest'
import { signAccessToken } from '../src/auth/tokens'
import { bearer, call, expectError, login, ORIGIN, signedInAdmin, verifiedCustomer } from './accounts'
import { testSecrets } from './constants'

type Call = { method: string; path: string; body?: unknown; admin?: boolean }

/** Every user and admin call of the accounts issue. */
const calls: Call[] = [
  { method: 'GET', path: '/api/user/me' },
  { method: 'PUT', path: '/api/user/update', body: { oldPassword: 'Secret123', newPassword: 'Other123' } },
  { method: 'POST', path: '/api/user/set-password', body: { newPassword: 'Other123' } },
  { method: 'PUT', path: '/api/user/locale', body: { locale: 'en' } },
  { method: 'POST', path: '/api/user/generate-key', body: {} },
  { method: 'POST', path: '/api/user/turn-on-2fa', body: { password: 'Secret123' } },
  { method: 'POST', path: '/api/user/verify-2fa', body: { password: 'Secret123', code: '123456' } },
  { method: 'POST', path: '/api/user/turn-off-2fa', body: { password: 'Secret123', code: '123456' } },
  { method: 'POST', path: '/api/user/create-admin', body: { email: 'x@y.test', name: 'X', password: 'Secret123' }, admin: true },
  { method: 'GET', path: '/api/user/list', admin: true },
  { method: 'PUT', path: '/api/user/admin-update-user', body: { userId: 'VICTIM', name: 'Owned' }, admin: true },
  { method: 'PUT', path: '/api/user/admin-active-user', body: { userId: 'VICTIM', active: false }, admin: true },
  { method: 'DELETE', path: '/api/user/delete/VICTIM', admin: true },
]

function send(c: Call, victimId: string, headers: Record<string, string>) {
  const body = c.body && JSON.parse(JSON.stringify(c.body).replace('VICTIM', victimId))
  return call(c.path.replace('VICTIM', victimId), body, { method: c.method, headers: { origin: ORIGIN, ...headers } })
}

describe('the authorization matrix', () => {
  it('answers each call by the contract for no session, an expired token, a customer on admin calls', async () => {
    await verifiedCustomer('victim@portal.test')
    const victim = await login('victim')
    await verifiedCustomer('other@portal.test')
    const other = await login('other')
    const sid = JSON.parse(atob(other.accessToken.split('.')[1] ?? '')).sid as string
    const expired = await signAccessToken({ sub: other.user._id, sid, role: 1 }, testSecrets.JWT_SECRET, Date.now() - 7200_000, 900)

    for (const c of calls) {
      const label = `${c.method} ${c.path}`
      await expectError(send(c, victim.user._id, {}), 401, 'INVALID_TOKEN').catch((e) => Promise.reject(new Error(`${label}: ${e}`)))
      await expectError(send(c, victim.user._id, bearer(expired)), 403, 'TOKEN_EXPIRED').catch((e) =>
        Promise.reject(new Error(`${label}: ${e}`)),
      )
      if (c.admin) {
        await expectError(send(c, victim.user._id, bearer(other.accessToken)), 409, 'PERMISSION_DENIED').catch((e) =>
          Promise.reject(new Error(`${label}: ${e}`)),
        )
      }
    }
    // Nothing the other customer tried touched the victim.
    const victimNow = (await (await call('/api/user/me', undefined, { headers: bearer(victim.accessToken) })).json()) as Record<
      string,
      unknown
    >
    expect(victimNow).toMatchObject({ name: 'Nguyễn Văn An', email: 'victim@portal.test', role: 1 })
  })

  it("shows a customer their own account only, never another's", async () => {
    await verifiedCustomer('one@portal.test')
    await verifiedCustomer('two@portal.test')
    const one = await login('one@portal.test')
    const me = await (await call('/api/user/me', undefined, { headers: bearer(one.accessToken) })).text()
    expect(me).toContain('one@portal.test')
    expect(me).not.toContain('two@portal.test')
    expect(me).not.toMatch(/passwordHash|password_hash|Secret|apiKeyHash|pbkdf2/)
  })

  it('lets admins through every admin call', async () => {
    await verifiedCustomer('victim@portal.test')
    const victim = await login('victim')
    const admin = await signedInAdmin()
    for (const c of calls.filter((call) => call.admin)) {
      const response = await send(c, victim.user._id, bearer(admin.accessToken))
      expect(response.status, `${c.method} ${c.path}`).toBe(200)
    }
  })
})
