import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { expectError, validationOf } from './accounts'
import { adminAndCustomer, importLines, node, ok, publicStock, testNetLines } from './catalogue-helpers'

type Server = { _id: string; name: string; enabled: boolean; proxies: { free: number; sold: number; disabled: number } }
type Listed = { data: { _id: string; host: string; httpPort: number; status: string; subServerId: string }[]; total: number }

/** What the orders engine does when it sells a proxy (the sale itself is another part's test). */
const sell = (host: string, port: number) =>
  env.DB.prepare("UPDATE proxies SET status = 'sold' WHERE host = ? AND http_port = ?").bind(host, port).run()

describe('proxy nodes (sub-servers)', () => {
  it('admins add, change and delete nodes; names are unique; the list counts their proxies by status', async () => {
    const { admin } = await adminAndCustomer()
    await ok(admin.post('/api/country/create', { code: 'SG' }))
    const created = await ok<Server>(
      admin.post('/api/sub-server/create', { name: 'sg-01', host: '198.51.100.1', countryCode: 'sg', note: 'Equinix SG1' }),
    )
    expect(created).toEqual({
      _id: expect.any(String),
      name: 'sg-01',
      host: '198.51.100.1',
      countryCode: 'SG',
      enabled: true,
      note: 'Equinix SG1',
      // No key yet and never reported: the node program cannot connect until a key is issued.
      ipv6Prefix: null,
      key: null,
      feedVersion: '1',
      health: null,
      proxies: { free: 0, sold: 0, disabled: 0 },
    })
    await expectError(
      admin.post('/api/sub-server/create', { name: 'sg-01', host: 'x.example', countryCode: 'SG' }),
      400,
      'SUB_SERVER_ALREADY_EXISTS',
    )
    await expectError(admin.post('/api/sub-server/create', { name: 'jp-01', host: 'x.example', countryCode: 'JP' }), 400, 'INVALID_COUNTRY')
    expect(await validationOf(admin.post('/api/sub-server/create', { name: '', host: 'bad host', countryCode: 'SG' }))).toEqual({
      name: 'fieldIsEmpty',
      host: 'invalidValue',
    })
    const other = await ok<Server>(admin.post('/api/sub-server/create', { name: 'sg-02', host: 'sg-02.example.net', countryCode: 'SG' }))
    await expectError(admin.put(`/api/sub-server/update/${other._id}`, { name: 'sg-01' }), 400, 'SUB_SERVER_ALREADY_EXISTS')
    expect(await ok(admin.put(`/api/sub-server/update/${other._id}`, { note: 'spare' }))).toMatchObject({ name: 'sg-02', note: 'spare' })
    await expectError(admin.put('/api/sub-server/update/gone', { note: 'x' }), 404, 'NOT_FOUND')

    await ok(importLines(admin, created._id, testNetLines(3), { countryCode: 'SG' }))
    await sell('203.0.113.10', 10_000)
    const listed = await ok<Server[]>(admin.get('/api/sub-server/list'))
    expect(listed.map((s) => [s.name, s.proxies])).toEqual([
      ['sg-01', { free: 2, sold: 1, disabled: 0 }],
      ['sg-02', { free: 0, sold: 0, disabled: 0 }],
    ])

    await expectError(admin.delete(`/api/sub-server/delete/${created._id}`), 400, 'SUB_SERVER_IN_USE')
    expect(await ok(admin.delete(`/api/sub-server/delete/${other._id}`))).toEqual({ ok: true })
    await expectError(admin.delete(`/api/sub-server/delete/${other._id}`), 404, 'NOT_FOUND')
  })

  it('a node with proxies that were never sold is deleted with them', async () => {
    const { admin } = await adminAndCustomer()
    const id = await node(admin, 'hn-01')
    await ok(importLines(admin, id, testNetLines(5)))
    expect(await publicStock('VN')).toBe(5)
    expect(await ok(admin.delete(`/api/sub-server/delete/${id}`))).toEqual({ ok: true })
    expect(await publicStock('VN')).toBe(0)
    expect(await ok(admin.get('/api/sub-server/list-proxies'))).toEqual({ data: [], total: 0 })
  })

  it('turning a node off takes its free proxies out of sale; sold ones stay with their customers', async () => {
    const { admin } = await adminAndCustomer()
    const id = await node(admin, 'hn-01')
    await ok(importLines(admin, id, testNetLines(4)))
    await sell('203.0.113.10', 10_000)
    expect(await ok(admin.put(`/api/sub-server/update/${id}`, { enabled: false }))).toMatchObject({
      enabled: false,
      proxies: { free: 0, sold: 1, disabled: 3 },
    })
    expect(await publicStock('VN')).toBe(0)
  })
})

describe('the inventory list and proxy status', () => {
  it('stock follows imports and status changes; sold proxies are never touched', async () => {
    const { admin } = await adminAndCustomer()
    const id = await node(admin, 'hn-01')
    expect(await publicStock('VN')).toBe(0)
    await ok(importLines(admin, id, testNetLines(6)))
    expect(await publicStock('VN')).toBe(6)

    const all = await ok<Listed>(admin.get('/api/sub-server/list-proxies'))
    const ids = all.data.map((p) => p._id)
    await sell('203.0.113.10', 10_000)
    expect(await ok(admin.put('/api/sub-server/proxy-status', { listProxyId: ids.slice(0, 6), status: 'disabled' }))).toEqual({
      updated: 5,
    })
    expect(await publicStock('VN')).toBe(0)
    // The list is newest first, then by endpoint: the first is the sold one, which stays sold.
    expect(await ok(admin.put('/api/sub-server/proxy-status', { listProxyId: ids.slice(0, 2), status: 'free' }))).toEqual({ updated: 1 })
    const statuses = await ok<Listed>(admin.get('/api/sub-server/list-proxies'))
    expect(statuses.data.map((p) => `${p.httpPort} ${p.status}`)).toEqual([
      '10000 sold',
      '10001 free',
      '10002 disabled',
      '10003 disabled',
      '10004 disabled',
      '10005 disabled',
    ])
    expect(await publicStock('VN')).toBe(1)
    expect(await ok(admin.put('/api/sub-server/proxy-status', { listProxyId: ['nothing'], status: 'free' }))).toEqual({ updated: 0 })
    expect(await validationOf(admin.put('/api/sub-server/proxy-status', { listProxyId: [], status: 'sold' }))).toEqual({
      listProxyId: 'fieldIsEmpty',
      status: 'invalidValue',
    })
  })

  it('lists a page at a time, filtered by status, node and product, searched by host or username', async () => {
    const { admin } = await adminAndCustomer()
    const hn = await node(admin, 'hn-01')
    const sg = await node(admin, 'sg-01', 'SG')
    await ok(importLines(admin, hn, testNetLines(3, 10_000, 10)))
    await ok(importLines(admin, sg, testNetLines(2, 20_000, 20), { countryCode: 'SG', kind: 'shared' }))
    await sell('203.0.113.20', 20_000)

    const hosts = async (query: string) => {
      const page = await ok<Listed>(admin.get(`/api/sub-server/list-proxies?${query}`))
      return { total: page.total, ports: page.data.map((p) => p.httpPort).sort() }
    }
    expect(await hosts('')).toEqual({ total: 5, ports: [10_000, 10_001, 10_002, 20_000, 20_001] })
    expect(await hosts('status=sold')).toEqual({ total: 1, ports: [20_000] })
    expect(await hosts(`subServerId=${sg}&status=free`)).toEqual({ total: 1, ports: [20_001] })
    expect(await hosts('kind=private&countryCode=vn')).toEqual({ total: 3, ports: [10_000, 10_001, 10_002] })
    expect(await hosts('search=203.0.113.2')).toEqual({ total: 2, ports: [20_000, 20_001] })
    expect(await hosts('search=USER1')).toEqual({ total: 2, ports: [10_001, 20_001] })
    expect((await hosts('limit=2&page=3')).total).toBe(5)
    expect((await hosts('limit=2&page=3')).ports).toHaveLength(1)
    expect(await validationOf(admin.get('/api/sub-server/list-proxies?status=lost&limit=1000'))).toEqual({
      status: 'invalidValue',
      limit: 'invalidValue',
    })
  })
})
