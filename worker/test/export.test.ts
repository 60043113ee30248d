import { beforeEach, describe, expect, it } from 'vitest'
import { CSV_HEADER } from '../src/contract/export-formats'
import type { ProxyProtocol } from '../src/contract/inventory'
import { readProxyLine } from '../src/domain/proxy-lines'
import { bearer, call, expectError, ORIGIN, validationOf } from './accounts'
import { type HoldingSpec, insertHoldings, insertTag } from './ip-change-fixtures'
import { type Customer, customer, customerCall, days } from './order-fixtures'

const exportAll = (who: Customer, query: Record<string, string> = {}) =>
  customerCall(who, `bought-proxy/export-all-proxy?${new URLSearchParams(query)}`)

async function text(response: Response | Promise<Response>): Promise<string> {
  const answered = await response
  expect(answered.status, await answered.clone().text()).toBe(200)
  return answered.text()
}

/** RFC 4180: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(body: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let at = 0; at < body.length; at++) {
    const char = body[at]
    if (quoted && char === '"' && body[at + 1] === '"') {
      field += '"'
      at++
    } else if (char === '"') quoted = !quoted
    else if (!quoted && char === ',') {
      row.push(field)
      field = ''
    } else if (!quoted && char === '\n') {
      rows.push([...row, field])
      row = []
      field = ''
    } else field += char
  }
  return rows
}

const END = Date.now() + days(30)
const tagName = 'Shop, "VN"'
// In use: four proxies in expiry order (IPv6, SOCKS-only, HTTP-only among them); one expired; one released.
const specs = (tagId: string): HoldingSpec[] => [
  {
    host: '203.0.113.1',
    httpPort: 8001,
    socksPort: 9001,
    username: 'alpha',
    password: 'Pass0001xx',
    expiresAt: END,
    tagId,
    comment: 'plain',
  },
  {
    host: '2001:db8::5',
    httpPort: 8002,
    socksPort: 9002,
    username: 'beta',
    password: 'Pass0002xx',
    expiresAt: END + 1000,
    ipVersion: 'ipv6',
    comment: 'a, b "quoted"\nsecond line',
  },
  { host: '203.0.113.3', httpPort: null, socksPort: 1080, username: 'gamma', password: 'Pass0003xx', expiresAt: END + 2000 },
  {
    host: '198.51.100.4',
    httpPort: 3128,
    socksPort: null,
    username: 'delta',
    password: 'Pass0004xx',
    expiresAt: END + 3000,
    countryCode: 'US',
    ipMode: 'dynamic',
  },
  {
    host: '203.0.113.5',
    httpPort: 8005,
    socksPort: null,
    username: 'eps',
    password: 'Pass0005xx',
    expiresAt: END - 1000,
    status: 'expired',
  },
  {
    host: '203.0.113.6',
    httpPort: 8006,
    socksPort: null,
    username: 'zeta',
    password: 'Pass0006xx',
    expiresAt: END - 2000,
    status: 'released',
  },
]

describe('export of bought proxies', () => {
  let owner: Customer
  let tagId: string
  let inUse: HoldingSpec[]
  beforeEach(async () => {
    owner = await customer('exporter')
    tagId = await insertTag(owner.id, tagName)
    const list = specs(tagId)
    await insertHoldings(owner.id, list)
    inUse = list.slice(0, 4)
    const other = await customer('stranger')
    await insertHoldings(other.id, [{ host: '192.0.2.1', httpPort: 1, socksPort: null, username: 'x', password: 'y', expiresAt: END }])
  })

  it.each([
    ['colon', 'http', (p: HoldingSpec) => p.httpPort ?? p.socksPort],
    ['at', 'http', (p: HoldingSpec) => p.httpPort ?? p.socksPort],
    ['http', 'http', (p: HoldingSpec) => p.httpPort],
    ['socks5', 'socks5', (p: HoldingSpec) => p.socksPort],
  ] as const)('writes %s lines that read back as the same proxies (IPv6 in brackets)', async (format, protocol, port) => {
    const response = await exportAll(owner, { format })
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    const day = new Date().toISOString().slice(0, 10).replaceAll('-', '')
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="proxies-${day}.txt"`)
    const lines = (await text(response)).split('\n')
    expect(lines.pop()).toBe('')
    const read = lines.map((line) => readProxyLine(line, protocol as ProxyProtocol))
    const expected = inUse
      .filter((proxy) => port(proxy) !== null)
      .map((proxy) => ({ ok: true, proxy: { host: proxy.host, port: port(proxy), username: proxy.username, password: proxy.password } }))
    expect(read).toEqual(expected)
    if (format !== 'socks5') expect(lines[1]).toContain('[2001:db8::5]:8002')
  })

  it('writes CSV with quoted fields that read back exactly, and JSON that parses to the same proxies', async () => {
    const csv = await exportAll(owner, { format: 'csv' })
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="proxies-\d{8}\.csv"$/)
    const rows = parseCsv(await text(csv))
    expect(rows[0]).toEqual(CSV_HEADER.split(','))
    const type = (p: HoldingSpec) => `${p.ipVersion ?? 'ipv4'} ${p.ipMode ?? 'static'}`
    const tagOf = (p: HoldingSpec) => (p.tagId ? tagName : '')
    expect(rows.slice(1)).toEqual(
      inUse.map((p) => [
        p.host,
        String(p.httpPort ?? ''),
        String(p.socksPort ?? ''),
        p.username,
        p.password,
        p.countryCode ?? 'VN',
        type(p),
        new Date(p.expiresAt).toISOString(),
        tagOf(p),
        p.comment ?? '',
      ]),
    )

    const json = await exportAll(owner, { format: 'json' })
    expect(json.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(JSON.parse(await text(json))).toEqual(
      inUse.map((p) => ({
        host: p.host,
        httpPort: p.httpPort,
        socksPort: p.socksPort,
        username: p.username,
        password: p.password,
        countryCode: p.countryCode ?? 'VN',
        type: type(p),
        expiresAt: new Date(p.expiresAt).toISOString(),
        tag: tagOf(p),
        comment: p.comment ?? '',
      })),
    )
  })

  it('renders a custom template as it says, a comment on one line', async () => {
    const template = '{host}|{port}|{http_port}|{socks_port}|{user}|{pass}|{country}|{type}|{tag}|{comment}|{expiry}'
    const body = await text(exportAll(owner, { format: 'custom', template }))
    expect(body.split('\n')).toEqual([
      `203.0.113.1|8001|8001|9001|alpha|Pass0001xx|VN|ipv4 static|${tagName}|plain|${new Date(END).toISOString()}`,
      `2001:db8::5|8002|8002|9002|beta|Pass0002xx|VN|ipv6 static||a, b "quoted" second line|${new Date(END + 1000).toISOString()}`,
      `203.0.113.3|1080||1080|gamma|Pass0003xx|VN|ipv4 static|||${new Date(END + 2000).toISOString()}`,
      `198.51.100.4|3128|3128||delta|Pass0004xx|US|ipv4 dynamic|||${new Date(END + 3000).toISOString()}`,
      '',
    ])
  })

  it('filters by status (in use by default), tag, untagged and country; never another customer or a released proxy', async () => {
    const users = async (query: Record<string, string>) =>
      (await text(exportAll(owner, { format: 'custom', template: '{user}', ...query }))).split('\n').filter(Boolean)
    expect(await users({})).toEqual(['alpha', 'beta', 'gamma', 'delta'])
    expect(await users({ status: 'all' })).toEqual(['eps', 'alpha', 'beta', 'gamma', 'delta'])
    expect(await users({ status: 'expired' })).toEqual(['eps'])
    expect(await users({ tagId })).toEqual(['alpha'])
    expect(await users({ tagId: 'none' })).toEqual(['beta', 'gamma', 'delta'])
    expect(await users({ countryCode: 'US' })).toEqual(['delta'])
    expect(await text(exportAll(owner, { format: 'json', countryCode: 'JP' }))).toBe('[\n]\n')
  })

  it("refuses a format or template it does not know with 'exportFormatInvalid', and visitors", async () => {
    expect(await validationOf(exportAll(owner, { format: 'xml' }))).toEqual({ format: 'exportFormatInvalid' })
    expect(await validationOf(exportAll(owner, { format: 'custom' }))).toEqual({ template: 'exportFormatInvalid' })
    expect(await validationOf(exportAll(owner, { format: 'custom', template: '{host}:{bogus}' }))).toEqual({
      template: 'exportFormatInvalid',
    })
    expect(await validationOf(exportAll(owner, { format: 'custom', template: 'no placeholder' }))).toEqual({
      template: 'exportFormatInvalid',
    })
    expect(await validationOf(exportAll(owner, { status: 'sold' }))).toEqual({ status: 'invalidValue' })
    await expectError(call('/api/bought-proxy/export-all-proxy'), 401, 'INVALID_TOKEN')
  })

  it('answers a customer API key', async () => {
    const generated = await call('/api/user/generate-key', {}, { headers: { ...bearer(owner.token), origin: ORIGIN } })
    const { apiKey } = (await generated.json()) as { apiKey: string }
    const body = await text(call('/api/bought-proxy/export-all-proxy?format=at', undefined, { headers: bearer(apiKey) }))
    expect(body.split('\n')[0]).toBe('alpha:Pass0001xx@203.0.113.1:8001')
  })
})
