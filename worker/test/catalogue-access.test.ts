import { describe, expect, it } from 'vitest'
import { expectError } from './accounts'
import { adminAndCustomer, type Caller, caller, ok } from './catalogue-helpers'

type Call = [method: 'get' | 'post' | 'put' | 'delete', path: string]

const adminCalls: Call[] = [
  ['get', '/api/country/list-country'],
  ['post', '/api/country/create'],
  ['put', '/api/country/update/VN'],
  ['get', '/api/package/list-package'],
  ['post', '/api/package/create'],
  ['put', '/api/package/update/some-id'],
  ['delete', '/api/package/delete/some-id'],
  ['get', '/api/price/list-price'],
  ['put', '/api/price/upsert'],
  ['delete', '/api/price/delete/some-id'],
  ['put', '/api/bandwidth/update'],
  ['post', '/api/discount/create'],
  ['put', '/api/discount/update/some-id'],
  ['delete', '/api/discount/delete/some-id'],
  ['get', '/api/sub-server/list'],
  ['post', '/api/sub-server/create'],
  ['put', '/api/sub-server/update/some-id'],
  ['delete', '/api/sub-server/delete/some-id'],
  ['post', '/api/sub-server/import-proxies'],
  ['get', '/api/sub-server/list-proxies'],
  ['put', '/api/sub-server/proxy-status'],
]

const publicCalls = [
  '/api/country/list',
  '/api/package/list',
  '/api/price/list',
  '/api/price-private/list',
  '/api/bandwidth/list',
  '/api/discount/list',
]

function send(who: Caller, [method, path]: Call) {
  // A body a customer might send: whatever it holds, the answer is about who sends it.
  return method === 'get' || method === 'delete' ? who[method](path) : who[method](path, { code: 'VN' })
}

describe('who may call the catalogue and inventory', () => {
  it('customers get PERMISSION_DENIED on every admin call, visitors INVALID_TOKEN', async () => {
    const { customer } = await adminAndCustomer()
    for (const adminCall of adminCalls) {
      await expectError(send(customer, adminCall), 409, 'PERMISSION_DENIED')
      await expectError(send(caller(), adminCall), 401, 'INVALID_TOKEN')
    }
  })

  it('anyone reads the public lists, without signing in', async () => {
    for (const path of publicCalls) expect(await ok(caller().get(path))).toBeDefined()
  })

  it('every call is in the OpenAPI document', async () => {
    const spec = await ok<{ paths: Record<string, Record<string, { summary: string }>> }>(caller().get('/api/openapi.json'))
    const documented = Object.entries(spec.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method} ${path}`),
    )
    const openApiPath = (path: string) => path.replace(/\/(VN|some-id)$/, (_, part) => (part === 'VN' ? '/{code}' : '/{id}'))
    const expected = [...adminCalls.map(([method, path]) => `${method} ${openApiPath(path)}`), ...publicCalls.map((path) => `get ${path}`)]
    expect(documented).toEqual(expect.arrayContaining(expected))
  })
})
