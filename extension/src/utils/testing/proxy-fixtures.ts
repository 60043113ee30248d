import type { BoughtProxyView } from '@proxy-portal/worker/contract/bought-proxies'
import type { Connection } from '@proxy-portal/worker/contract/extension'
import { type ActiveProxy, DEFAULT_BYPASS, type Settings } from '../state'

/** Test data of the extension's proxy side: one bought proxy, its active snapshot, settings. */
export const PORTAL: Connection = { url: 'https://portal.example', token: 'pe_abcdefghijklmnopqrstuvwxyz' }

export const activeProxy = (over: Partial<ActiveProxy> = {}): ActiveProxy => ({
  id: 'p1',
  host: '203.0.113.7',
  port: 8080,
  username: 'user1',
  password: 'secret1234',
  countryCode: 'VN',
  since: 1_000,
  ...over,
})

export const settings = (over: Partial<Settings> = {}): Settings => ({
  killSwitch: true,
  copyFormat: 'colon',
  copyTemplate: '{ip}:{port}:{user}:{pass}',
  bypass: DEFAULT_BYPASS,
  ...over,
})

export const boughtProxy = (over: Partial<BoughtProxyView> = {}): BoughtProxyView => ({
  _id: 'p1',
  orderId: 'o1',
  orderCode: 'ORD1',
  packageName: null,
  packageNameEn: null,
  kind: 'private',
  ipVersion: 'ipv4',
  ipMode: 'static',
  bandwidthTier: 'basic',
  countryCode: 'VN',
  host: '203.0.113.7',
  httpPort: 8080,
  socksPort: 1080,
  username: 'user1',
  password: 'secret1234',
  status: 'using',
  expiresAt: 2_000_000_000_000,
  lockedUntil: null,
  autoRenew: false,
  ipChangeMode: 'manual',
  ipChangeInterval: 5,
  ipChangeStatus: 'idle',
  ipChangedAt: null,
  passwordChangedAt: null,
  authIps: [],
  tagId: null,
  tagName: null,
  comment: '',
  health: null,
  ...over,
})

/** The portal's list answer, as `GET /api/bought-proxy/list` sends it. */
export const listResponse = (proxies: BoughtProxyView[]) =>
  new Response(JSON.stringify({ data: proxies, total: proxies.length }), { status: 200, headers: { 'content-type': 'application/json' } })
