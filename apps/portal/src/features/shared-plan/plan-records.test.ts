import { exportText } from '@proxy-portal/worker/contract/export-formats'
import type { SharedProxyView } from '@proxy-portal/worker/contract/plans'
import { describe, expect, it } from 'vitest'
import { checkLines, planRecords } from './plan-records'

const plan = { username: 'spabc1234567', password: 'Secret2026x', expiresAt: Date.UTC(2026, 11, 31) }
const proxy = (over: Partial<SharedProxyView>): SharedProxyView => ({
  _id: 'p1',
  host: '198.18.1.2',
  httpPort: 3128,
  socksPort: null,
  countryCode: 'DE',
  disabled: false,
  ...over,
})
const proxies = [
  proxy({}),
  proxy({ _id: 'p2', host: '198.18.1.3', disabled: true }),
  proxy({ _id: 'p3', host: '198.18.1.4', socksPort: 1080 }),
]

describe('the plan export', () => {
  it('lists the proxies in service with the plan login', () => {
    expect(checkLines(planRecords(plan, proxies))).toBe(
      '198.18.1.2:3128:spabc1234567:Secret2026x\n198.18.1.4:3128:spabc1234567:Secret2026x\n',
    )
  })

  it('writes CSV rows with the plan expiry, and skips proxies without a SOCKS5 port in socks5 URLs', () => {
    const records = planRecords(plan, proxies)
    expect(exportText(records, { format: 'csv' }).split('\n')[1]).toBe(
      '198.18.1.2,3128,,spabc1234567,Secret2026x,DE,ipv4 static,2026-12-31T00:00:00.000Z,,',
    )
    expect(exportText(records, { format: 'socks5' })).toBe('socks5://spabc1234567:Secret2026x@198.18.1.4:1080\n')
  })
})
