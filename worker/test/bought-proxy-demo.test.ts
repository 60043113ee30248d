import { describe, expect, it } from 'vitest'
import { call, login } from './accounts'
import { listed, tagsOf } from './bought-proxy-fixtures'

describe('the demo customer (npm start)', () => {
  it('holds 5 US and 3 Vietnamese proxies of its own, some tagged and commented, with the whole opening balance left', async () => {
    const first = (await (await call('/api/dev/seed', {})).json()) as { added: string[] }
    expect(first.added).toEqual(expect.arrayContaining(['demo order of 5 US proxies', 'demo order of 3 VN proxies']))
    const session = await login('customer', 'Customer@12345')
    expect(session.user).toMatchObject({ balance: 2_000_000 })
    const demo = { id: session.user._id, token: session.accessToken }

    const { data, total } = await listed(demo, 'sort=country')
    expect(total).toBe(8)
    expect(data.map((view) => [view.countryCode, view.ipVersion, view.status])).toEqual([
      ...Array(5).fill(['US', 'ipv4', 'using']),
      ...Array(3).fill(['VN', 'ipv6', 'using']),
    ])
    expect(
      data
        .filter((view) => view.comment !== '')
        .map((view) => view.comment)
        .toSorted(),
    ).toEqual(['Shop chính', 'Tài khoản quảng cáo 1', 'Tài khoản quảng cáo 2'])
    expect((await tagsOf(demo)).data.map((tag) => [tag.name, tag.count])).toEqual([
      ['Facebook Ads', 3],
      ['Shopee', 2],
    ])

    // Idempotent: a second run buys nothing more.
    expect(((await (await call('/api/dev/seed', {})).json()) as { added: string[] }).added).toEqual([])
    expect((await listed(demo)).total).toBe(8)
    expect((await login('customer', 'Customer@12345')).user).toMatchObject({ balance: 2_000_000 })
  })
})
