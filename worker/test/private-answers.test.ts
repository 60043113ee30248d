import { describe, expect, it } from 'vitest'
import { bearer, call, login, ORIGIN, signedInAdmin, verifiedCustomer } from './accounts'
import { request } from './worker'

type Operation = { security?: unknown[] }
type Spec = { paths: Record<string, Record<string, Operation>> }

/** Every operation the API reference marks as needing a session (or a key), with its path made callable. */
async function authenticatedOperations(): Promise<{ method: string; path: string }[]> {
  const spec = (await (await request('/api/openapi.json')).json()) as Spec
  return Object.entries(spec.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => (operation.security ?? []).length > 0)
      .map(([method, _]) => ({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, 'x') })),
  )
}

const cacheControl = (response: Response) => response.headers.get('cache-control')

describe('private answers are not cached (issue 12, item 7)', { timeout: 30_000 }, () => {
  it('answers every authenticated operation of every family with Cache-Control: no-store, success or failure', async () => {
    const admin = await signedInAdmin('admin@cache.test')
    const operations = await authenticatedOperations()
    const families = new Set(operations.map((operation) => operation.path.split('/')[2]))
    // The walk covers the whole signed-in API, not a sample of it.
    expect(families.size).toBeGreaterThanOrEqual(15)
    const cached: string[] = []
    const answered: Record<string, number> = {}
    for (const { method, path } of operations) {
      const response = await call(path, method === 'GET' || method === 'DELETE' ? undefined : {}, {
        method,
        headers: { ...bearer(admin.accessToken), origin: ORIGIN },
      })
      await response.body?.cancel()
      answered[`${method} ${path}`] = response.status
      if (cacheControl(response) !== 'no-store') cached.push(`${method} ${path}: ${cacheControl(response)}`)
    }
    expect(cached).toEqual([])
    // Among them the answers that hold the caller's own data.
    for (const read of ['GET /api/user/me', 'GET /api/user/list', 'GET /api/bought-proxy/list', 'GET /api/log/list-transaction']) {
      expect(answered[read], read).toBe(200)
    }
  })

  it("marks the portal's cookie session, a customer's API key and the answers that hand out tokens no-store too", async () => {
    await verifiedCustomer('cache@cache.test')
    const signIn = await call('/api/auth/login', { username: 'cache@cache.test', password: 'Secret123' })
    expect(signIn.status).toBe(200)
    expect(cacheControl(signIn)).toBe('no-store')
    const cookies = signIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ')
    const viaCookie = await call('/api/bought-proxy/list', undefined, { headers: { cookie: cookies } })
    expect(viaCookie.status).toBe(200)
    expect(cacheControl(viaCookie)).toBe('no-store')

    const { accessToken } = await login('cache@cache.test')
    const key = (await (await call('/api/user/generate-key', {}, { headers: { ...bearer(accessToken), origin: ORIGIN } })).json()) as {
      apiKey: string
    }
    const viaKey = await call('/api/bought-proxy/list', undefined, { headers: bearer(key.apiKey) })
    expect(viaKey.status).toBe(200)
    expect(cacheControl(viaKey)).toBe('no-store')
    // A page rendered for a signed-in visitor is private too (the portal itself is tested end to end).
    expect(cacheControl(await request('/manage-private-proxy', { headers: { cookie: cookies } }))).toBe('no-store')
  })
})
