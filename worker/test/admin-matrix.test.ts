import { describe, expect, it } from 'vitest'
import { bearer, call, ORIGIN, signedInAdmin } from './accounts'
import { customer } from './order-fixtures'

type Operation = { summary?: string }
type Spec = { paths: Record<string, Record<string, Operation>> }

/** Every admin call the API reference lists (`describe(..., 'admin')` marks its summary), with a made-up id in its path. */
async function adminCalls(): Promise<{ method: string; path: string }[]> {
  const spec = (await (await call('/api/openapi.json')).json()) as Spec
  return Object.entries(spec.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => operation.summary?.endsWith('(admin)'))
      .map(([method, _]) => ({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, 'no-such-id') })),
  )
}

const send = (c: { method: string; path: string }, headers: Record<string, string>) =>
  call(c.path, c.method === 'GET' ? undefined : {}, { method: c.method, headers: { origin: ORIGIN, ...headers } })

const errorOf = async (response: Response) => `${response.status} ${((await response.json()) as { message?: string }).message}`

describe('the admin authorization matrix (issue 16)', { timeout: 60_000 }, () => {
  it('every admin call: no session is 401, a customer is 409 PERMISSION_DENIED, an admin of either role gets past the gate', async () => {
    const calls = await adminCalls()
    // The admin area's families, so a reference that lost its marks cannot pass on an empty list.
    expect(calls.length).toBeGreaterThan(40)
    for (const family of ['/api/user/', '/api/order/', '/api/bill/', '/api/log/', '/api/setting/', '/api/stats/', '/api/sub-server/'])
      expect(
        calls.some((c) => c.path.startsWith(family)),
        family,
      ).toBe(true)
    const buyer = await customer('matrix-buyer')
    const staff = await signedInAdmin('staff@matrix.test', 2)
    const answers: Record<string, string[]> = {}
    for (const c of calls) {
      const label = `${c.method} ${c.path}`
      const asStaff = await send(c, bearer(staff.accessToken))
      answers[label] = [
        await errorOf(await send(c, {})),
        await errorOf(await send(c, bearer(buyer.token))),
        // Past the gate an admin's empty call is refused for what it asks (a missing id, an empty body), never for who asks.
        asStaff.status === 409 ? await errorOf(asStaff) : 'past',
      ]
    }
    const expected = Object.fromEntries(
      Object.keys(answers).map((label) => [label, ['401 INVALID_TOKEN', '409 PERMISSION_DENIED', 'past']]),
    )
    expect(answers).toEqual(expected)
  })
})
