import { describe, expect, it } from 'vitest'
import { bearer, call, expectError, login, ORIGIN, verifiedCustomer } from './accounts'
import { request } from './worker'

describe('API keys', () => {
  it('are shown once, stored hashed, authenticate as Bearer, and stop working when regenerated', async () => {
    await verifiedCustomer('dev@portal.test')
    const { accessToken } = await login('dev')
    const generate = () => call('/api/user/generate-key', {}, { headers: { ...bearer(accessToken), origin: ORIGIN } })
    const { apiKey } = (await (await generate()).json()) as { apiKey: string }
    expect(apiKey).toMatch(/^pk_[\w-]{43}$/)

    const me = (await (await request('/api/user/me', { headers: bearer(apiKey) })).json()) as { email: string; apiKey: string }
    expect(me.email).toBe('dev@portal.test')
    expect(me.apiKey).toBe(`${apiKey.slice(0, 10)}••••••••`)

    const { apiKey: next } = (await (await generate()).json()) as { apiKey: string }
    await expectError(request('/api/user/me', { headers: bearer(apiKey) }), 401, 'INVALID_TOKEN')
    expect((await request('/api/user/me', { headers: bearer(next) })).status).toBe(200)
  })

  it('cannot change the account itself: password, two-factor and keys need a signed-in session', async () => {
    await verifiedCustomer('bot@portal.test')
    const { accessToken } = await login('bot')
    const { apiKey } = (await (
      await call('/api/user/generate-key', {}, { headers: { ...bearer(accessToken), origin: ORIGIN } })
    ).json()) as {
      apiKey: string
    }
    await expectError(call('/api/user/generate-key', {}, { headers: bearer(apiKey) }), 409, 'PERMISSION_DENIED')
    await expectError(
      call('/api/user/update', { oldPassword: 'Secret123', newPassword: 'Other123' }, { method: 'PUT', headers: bearer(apiKey) }),
      409,
      'PERMISSION_DENIED',
    )
    await expectError(call('/api/user/turn-on-2fa', { password: 'Secret123' }, { headers: bearer(apiKey) }), 409, 'PERMISSION_DENIED')
  })
})

type Operation = { security?: Record<string, string[]>[] }

describe('what an API key may do, as the OpenAPI document says it', { timeout: 60_000 }, () => {
  it('is taken by every operation the document marks with the apiKey scheme, and refused (409) by every other signed-in one', async () => {
    await verifiedCustomer('scope@portal.test')
    const { accessToken } = await login('scope')
    const { apiKey } = (await (
      await call('/api/user/generate-key', {}, { headers: { ...bearer(accessToken), origin: ORIGIN } })
    ).json()) as {
      apiKey: string
    }
    const spec = (await (await request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, Operation>> }
    const refusedWrongly: string[] = []
    const takenWrongly: string[] = []
    let allowed = 0
    for (const [path, operations] of Object.entries(spec.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const schemes = (operation.security ?? []).flatMap((entry) => Object.keys(entry))
        if (!schemes.includes('bearer')) continue
        const verb = method.toUpperCase()
        const answer = await call(path.replace(/\{[^}]+\}/g, 'x'), verb === 'GET' || verb === 'DELETE' ? undefined : {}, {
          method: verb,
          headers: bearer(apiKey),
        })
        const { message } = ((await answer.json().catch(() => null)) ?? {}) as { message?: string }
        const refused = message === 'PERMISSION_DENIED' || message === 'INVALID_TOKEN'
        if (schemes.includes('apiKey')) {
          allowed++
          if (refused) refusedWrongly.push(`${verb} ${path}: ${message}`)
        } else if (!refused) takenWrongly.push(`${verb} ${path}: ${answer.status}`)
      }
    }
    expect(refusedWrongly).toEqual([])
    expect(takenWrongly).toEqual([])
    // Reads and proxy actions: orders, proxies, keys, plan, tags, logs, the checker among them.
    expect(allowed).toBeGreaterThanOrEqual(30)
  })

  it('stops working at once when revoked, which only a signed-in session may do', async () => {
    await verifiedCustomer('revoke@portal.test')
    const { accessToken } = await login('revoke')
    const session = { headers: { ...bearer(accessToken), origin: ORIGIN } }
    const { apiKey } = (await (await call('/api/user/generate-key', {}, session)).json()) as { apiKey: string }
    await expectError(call('/api/user/revoke-key', undefined, { method: 'DELETE', headers: bearer(apiKey) }), 409, 'PERMISSION_DENIED')
    expect((await request('/api/user/me', { headers: bearer(apiKey) })).status).toBe(200)
    expect(await (await call('/api/user/revoke-key', undefined, { ...session, method: 'DELETE' })).json()).toEqual({ ok: true })
    await expectError(request('/api/user/me', { headers: bearer(apiKey) }), 401, 'INVALID_TOKEN')
    const me = (await (await request('/api/user/me', { headers: bearer(accessToken) })).json()) as { apiKey: string | null }
    expect(me.apiKey).toBeNull()
  })
})
