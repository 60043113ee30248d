import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { bearer, call, expectError, login, ORIGIN, signedInAdmin, validationOf, verifiedCustomer } from './accounts'
import { adminTopup } from './money'
import { request } from './worker'

const as = (token: string, method = 'PUT') => ({ method, headers: { ...bearer(token), origin: ORIGIN } })
const userRow = (id: string) =>
  env.DB.prepare('SELECT email, name, role, banned_at, deleted_at, balance FROM users WHERE id = ?').bind(id).first()

describe('admin roles (issue 12, item 8)', { timeout: 30_000 }, () => {
  it('an admin of role 2 cannot change, ban, demote, delete or move money of a role-0 admin, nor make one; role 0 can', async () => {
    const owner = await signedInAdmin('owner@roles.test', 0)
    const staff = await signedInAdmin('staff@roles.test', 2)
    await verifiedCustomer('buyer@roles.test')
    const buyer = await login('buyer@roles.test')
    const ownerBefore = await userRow(owner.user._id)
    const refused = [
      call('/api/user/admin-update-user', { userId: owner.user._id, name: 'Taken' }, as(staff.accessToken)),
      call('/api/user/admin-update-user', { userId: owner.user._id, role: 2 }, as(staff.accessToken)),
      call('/api/user/admin-update-user', { userId: owner.user._id, email: 'mine@roles.test' }, as(staff.accessToken)),
      call('/api/user/admin-active-user', { userId: owner.user._id, active: false }, as(staff.accessToken)),
      call(`/api/user/delete/${owner.user._id}`, undefined, as(staff.accessToken, 'DELETE')),
      adminTopup(staff.accessToken, owner.user._id, 50_000),
      // Nor raise anyone, themself included, to role 0, or create a role-0 admin.
      call('/api/user/admin-update-user', { userId: buyer.user._id, role: 0 }, as(staff.accessToken)),
      call('/api/user/admin-update-user', { userId: staff.user._id, role: 0 }, as(staff.accessToken)),
      call(
        '/api/user/create-admin',
        { email: 'boss@roles.test', name: 'Boss', password: 'Admin123', role: 0 },
        as(staff.accessToken, 'POST'),
      ),
    ]
    for (const answer of refused) await expectError(answer, 400, 'ADMIN_ERROR')
    expect(await userRow(owner.user._id)).toEqual(ownerBefore)
    expect(await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = 'boss@roles.test' OR role = 0").first('n')).toBe(1)
    expect(await env.DB.prepare('SELECT count(*) AS n FROM ledger').first('n')).toBe(0)
    expect(await env.DB.prepare('SELECT count(*) AS n FROM admin_audit').first('n')).toBe(0)

    // Role 2 still runs the shop for everyone else; role 0 may act on role 2.
    expect((await call('/api/user/admin-update-user', { userId: buyer.user._id, role: 2 }, as(staff.accessToken))).status).toBe(200)
    expect((await adminTopup(staff.accessToken, buyer.user._id, 50_000)).status).toBe(200)
    expect((await call('/api/user/admin-active-user', { userId: staff.user._id, active: false }, as(owner.accessToken))).status).toBe(200)
    expect(
      (
        await call(
          '/api/user/create-admin',
          { email: 'boss@roles.test', name: 'Boss', password: 'Admin123', role: 0 },
          as(owner.accessToken, 'POST'),
        )
      ).status,
    ).toBe(200)
  })
})

type Spec = { paths: Record<string, Record<string, { summary?: string; requestBody?: unknown; parameters?: { schema?: unknown }[] }>> }

/** Every number in a JSON schema that has no lower or upper bound (an enum of values is bounded). */
function unboundedNumbers(node: unknown, path: string, found: string[]): string[] {
  if (Array.isArray(node)) {
    for (const [at, item] of node.entries()) unboundedNumbers(item, `${path}[${at}]`, found)
  } else if (node && typeof node === 'object') {
    const schema = node as Record<string, unknown>
    const types = [schema.type].flat()
    if ((types.includes('number') || types.includes('integer')) && !('enum' in schema) && !('minimum' in schema && 'maximum' in schema))
      found.push(path)
    for (const [key, value] of Object.entries(schema)) unboundedNumbers(value, `${path}.${key}`, found)
  }
  return found
}

describe('settings and admin numbers have bounds (issue 12, item 8)', { timeout: 30_000 }, () => {
  it('refuses a USD rate out of its bounds with INVALID_INPUT, keeping the one in force', async () => {
    const admin = bearer((await signedInAdmin('admin@roles.test')).accessToken)
    const update = (vndPerUsd: unknown) => call('/api/setting/update', { settings: { vndPerUsd } }, { method: 'PUT', headers: admin })
    for (const rate of [0, 1, 9_999, 100_001, 1e15, 25_500.5, -26_000, '26000']) {
      expect(await validationOf(update(rate)), String(rate)).toEqual({ 'settings.vndPerUsd': 'invalidValue' })
    }
    expect(await (await call('/api/setting/list')).json()).toMatchObject({ vndPerUsd: 26_000 })
    for (const rate of [10_000, 25_500, 100_000]) expect((await update(rate)).status, String(rate)).toBe(200)
  })

  it('refuses an admin balance change beyond its bounds', async () => {
    const admin = await signedInAdmin('admin@roles.test')
    await verifiedCustomer('rich@roles.test')
    const rich = await login('rich@roles.test')
    for (const amount of [0, 1e12, -1e12, 1e300, 0.5]) {
      expect(await validationOf(adminTopup(admin.accessToken, rich.user._id, amount)), String(amount)).toEqual({ amount: 'invalidValue' })
    }
  })

  it('gives every number an admin call takes a lower and an upper bound, as the API reference shows it', async () => {
    const spec = (await (await request('/api/openapi.json')).json()) as Spec
    const unbounded = Object.entries(spec.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.summary?.endsWith('(admin)'))
        .flatMap(([method, operation]) =>
          unboundedNumbers([operation.requestBody, ...(operation.parameters ?? []).map((p) => p.schema)], `${method} ${path}`, []),
        ),
    )
    expect(unbounded).toEqual([])
  })
})
