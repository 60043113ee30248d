import { describe, expect, it } from 'vitest'
import { SEARCH_MAX } from '../src/contract/list'
import { DEMO_NODE_ID } from '../src/dev/demo-inventory'
import { bearer, call, login, ORIGIN } from './accounts'
import { seedAgency } from './agency-fixtures'
import { reportServing } from './key-fixtures'
import { type Customer, choice, customerCall, okJson } from './order-fixtures'

// The longest search a list takes, with the characters a LIKE pattern would read as wildcards. D1
// refuses a LIKE pattern over 50 bytes once a row is compared, so every list below holds rows.
const longest = `${'x'.repeat(SEARCH_MAX - 3)}%_\\`
const listed = (token: string, path: string, search: string) =>
  call(`${path}?search=${encodeURIComponent(search)}`, undefined, { method: 'GET', headers: { ...bearer(token), origin: ORIGIN } })

describe('a search as long as the lists take', () => {
  it('answers an empty page on every searchable list that holds rows, customer and admin', async () => {
    await okJson(call('/api/dev/seed', {}))
    const admin = (await login('admin', 'Admin@12345')).accessToken
    const { accessToken, user } = await login('customer', 'Customer@12345')
    const buyer: Customer = { id: user._id, token: accessToken }
    await okJson(customerCall(buyer, 'order/create', choice({ countryCode: 'VN' }), { key: crypto.randomUUID() }))
    await reportServing(DEMO_NODE_ID)
    const [keyPackage] = (await okJson<{ data: { _id: string }[] }>(call('/api/key-package/list'))).data
    await okJson(customerCall(buyer, 'key/buy', { packageId: keyPackage?._id, amount: 1 }, { key: crypto.randomUUID() }))
    await okJson(customerCall(buyer, 'user/perfect-money-create-order', { amount: 5 }))
    await seedAgency('LONGSEARCH')
    const lists: [string, string, string][] = [
      [accessToken, '/api/log/list-topup', 'perfect'],
      [accessToken, '/api/log/list-transaction', ''],
      [accessToken, '/api/user/transaction', ''],
      [accessToken, '/api/order/list', ''],
      [accessToken, '/api/bought-proxy/list', ''],
      [accessToken, '/api/key/list', ''],
      [accessToken, '/api/key-package/list', ''],
      [accessToken, '/api/package/list', ''],
      [admin, '/api/user/list', 'customer@demo'],
      [admin, '/api/order/admin-list', ''],
      [admin, '/api/bill/admin-topup-list', ''],
      [admin, '/api/agency/admin-list', 'longsearch'],
      [admin, '/api/key-package/list-package', ''],
      [admin, '/api/package/list-package', ''],
      [admin, '/api/sub-server/list-proxies', ''],
    ]
    const answers = async (search: (found: string) => string) =>
      Promise.all(
        lists.map(async ([token, path, found]) => {
          const response = await listed(token, path, search(found))
          return `${path} ${response.status} ${((await response.json()) as { total?: number }).total}`
        }),
      )
    // Each list has rows to compare: all of them without a search, or the one a short search finds.
    expect((await answers((found) => found)).filter((answer) => / 200 0$|undefined/.test(answer))).toEqual([])
    expect(await answers(() => longest)).toEqual(lists.map(([, path]) => `${path} 200 0`))
  })
})
