import { describe, expect, it } from 'vitest'
import { validationOf } from './accounts'
import { adminAndCustomer, type ImportAnswer, importLines, node, ok, publicStock } from './catalogue-helpers'

type Listed = {
  data: {
    host: string
    httpPort: number | null
    socksPort: number | null
    username: string
    password: string
    status: string
    subServerName: string
  }[]
  total: number
}

describe('importing proxies from a text list', () => {
  it('reads every accepted form, IPv6 included, and stores each proxy as it was written (round trip)', async () => {
    const { admin } = await adminAndCustomer()
    const id = await node(admin, 'sg-01', 'SG')
    const text = [
      '# HTTP list of 2026-11-20',
      '203.0.113.1:8001:alice:s3cret',
      '',
      'bob:p@ss@203.0.113.2:8002',
      'http://carol:p%3Ass@gw.example.net:8003/',
      'dave:pw@[2001:DB8::10]:8004',
    ]
    expect(await ok(importLines(admin, id, text, { countryCode: 'SG' }))).toEqual({
      dryRun: false,
      imported: 4,
      duplicates: [],
      errors: [],
    })
    const socks = await ok<ImportAnswer>(
      importLines(admin, id, ['socks5://erin:pw@[2001:db8::10]:1080', 'socks5://frank:pw@203.0.113.1:1080'], {
        countryCode: 'SG',
        protocol: 'socks5',
        ipVersion: 'ipv6',
      }),
    )
    expect(socks.imported).toBe(2)

    const listed = await ok<Listed>(admin.get('/api/sub-server/list-proxies?limit=100'))
    const seen = listed.data
      .map((p) => `${p.host} ${p.httpPort ?? '-'} ${p.socksPort ?? '-'} ${p.username} ${p.password} ${p.status} ${p.subServerName}`)
      .sort()
    expect(seen).toEqual([
      '2001:db8::10 - 1080 erin pw free sg-01',
      '2001:db8::10 8004 - dave pw free sg-01',
      '203.0.113.1 - 1080 frank pw free sg-01',
      '203.0.113.1 8001 - alice s3cret free sg-01',
      '203.0.113.2 8002 - bob p@ss free sg-01',
      'gw.example.net 8003 - carol p:ss free sg-01',
    ])
    expect(await publicStock('SG')).toBe(4)
    expect(await publicStock('SG', 'private:ipv6:static')).toBe(2)
  })

  it('a bad line stops the whole import and every bad line is reported by its number', async () => {
    const { admin } = await adminAndCustomer()
    const id = await node(admin, 'hn-01')
    const lines = [
      '203.0.113.1:8001:u:p',
      '203.0.113.999:8002:u:p',
      '203.0.113.3:8003',
      'socks5://u:p@203.0.113.4:1080',
      '203.0.113.5:70000:u:p',
    ]
    expect(await ok(importLines(admin, id, lines))).toEqual({
      dryRun: false,
      imported: 0,
      duplicates: [],
      errors: [
        { line: 2, message: 'host' },
        { line: 3, message: 'credentials' },
        { line: 4, message: 'scheme' },
        { line: 5, message: 'port' },
      ],
    })
    expect(await ok<Listed>(admin.get('/api/sub-server/list-proxies'))).toEqual({ data: [], total: 0 })
  })

  it('a dry run answers what would happen and stores nothing; duplicates are reported, never stored twice', async () => {
    const { admin } = await adminAndCustomer()
    const id = await node(admin, 'hn-01')
    await ok(importLines(admin, id, ['203.0.113.1:8001:u:p']))
    const lines = ['203.0.113.1:8001:other:pw', '203.0.113.2:8002:u:p', 'u:p@203.0.113.2:8002', '203.0.113.3:8003:u:p']
    const preview = {
      duplicates: [
        { line: 1, address: '203.0.113.1:8001' },
        { line: 3, address: '203.0.113.2:8002' },
      ],
      errors: [],
    }
    expect(await ok(importLines(admin, id, lines, { dryRun: true }))).toEqual({ dryRun: true, imported: 2, ...preview })
    expect(await publicStock('VN')).toBe(1)
    expect(await ok(importLines(admin, id, lines))).toEqual({ dryRun: false, imported: 2, ...preview })
    expect(await publicStock('VN')).toBe(3)
    // The same list again: all duplicates, nothing new.
    expect(await ok<ImportAnswer>(importLines(admin, id, lines))).toMatchObject({ imported: 0, errors: [] })
    expect(await publicStock('VN')).toBe(3)
  })

  it('answers the catalogue codes for a missing node or country and validation details for the rest', async () => {
    const { admin } = await adminAndCustomer()
    const id = await node(admin, 'hn-01')
    const response = await importLines(admin, 'no-such-node', ['203.0.113.1:8001:u:p'])
    expect({ status: response.status, body: await response.json() }).toEqual({ status: 404, body: { message: 'NOT_FOUND' } })
    const unlisted = await importLines(admin, id, ['203.0.113.1:8001:u:p'], { countryCode: 'JP' })
    expect(await unlisted.json()).toEqual({ message: 'INVALID_COUNTRY' })
    expect(await validationOf(importLines(admin, id, ['   '], { protocol: 'ftp', kind: 'both' }))).toEqual({
      text: 'fieldIsEmpty',
      protocol: 'invalidValue',
      kind: 'invalidValue',
    })
    expect(
      await validationOf(
        importLines(
          admin,
          id,
          Array.from({ length: 5001 }, () => 'x'),
        ),
      ),
    ).toEqual({ text: 'tooLong' })
  })

  it('a node that is off receives its proxies out of sale', async () => {
    const { admin } = await adminAndCustomer()
    const id = await node(admin, 'hn-off', 'VN', false)
    expect((await ok<ImportAnswer>(importLines(admin, id, ['203.0.113.1:8001:u:p']))).imported).toBe(1)
    expect((await ok<Listed>(admin.get('/api/sub-server/list-proxies'))).data.map((p) => p.status)).toEqual(['disabled'])
    expect(await publicStock('VN')).toBe(0)
  })

  it('imports a long list in one go', async () => {
    const { admin } = await adminAndCustomer()
    const id = await node(admin, 'bulk')
    const lines = Array.from({ length: 1500 }, (_, i) => `198.51.100.${1 + (i % 250)}:${20_000 + i}:user${i}:pass${i}`)
    expect(await ok<ImportAnswer>(importLines(admin, id, lines))).toMatchObject({ imported: 1500, duplicates: [], errors: [] })
    expect(await publicStock('VN')).toBe(1500)
  })
})
