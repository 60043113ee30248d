import { randomInt } from 'node:crypto'
import type { BoughtProxyView } from '@proxy-portal/worker/contract/bought-proxies'
import { type APIRequestContext, request } from 'playwright-core'
import { inject } from 'vitest'

/**
 * The portal's API as the admin and a customer use it (cookie sessions, Origin checked), to stock
 * squid's endpoints, sell them to a customer and issue the customer's connection code.
 */
export type Api = APIRequestContext

const product = { kind: 'private', ipVersion: 'ipv4', ipMode: 'static' } as const

/** A client of its own address (cf-connecting-ip), so per-address limits apply per caller. */
export function apiClient(): Promise<Api> {
  const origin = inject('portalUrl')
  const ip = `198.18.${randomInt(0, 250)}.${randomInt(1, 255)}`
  return request.newContext({ baseURL: origin, extraHTTPHeaders: { origin, 'cf-connecting-ip': ip } })
}

/** A call that must succeed; its JSON answer. */
export async function call<T>(api: Api, method: 'get' | 'post' | 'put' | 'delete', path: string, data?: unknown): Promise<T> {
  const response = await api[method](path, data === undefined ? {} : { data })
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`)
  return (await response.json()) as T
}

export async function logIn(api: Api, username: string, password: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const login = await api.post('/api/auth/login', { data: { username, password } })
    if (login.ok()) return
    // Past a limit, wait what Retry-After says (the suite's windows are short, see shortRateLimits).
    if (login.status() !== 429 || attempt === 2) throw new Error(`login: ${login.status()} ${await login.text()}`)
    await new Promise((resolve) => setTimeout(resolve, Number(login.headers()['retry-after'] ?? 1) * 1000 + 100))
  }
}

export async function adminApi(): Promise<Api> {
  const api = await apiClient()
  await logIn(api, 'admin', 'Admin@12345')
  return api
}

/** A new verified customer, signed in. */
export async function customerApi(name: string): Promise<{ api: Api; id: string; email: string }> {
  const api = await apiClient()
  const email = `${name}.${Date.now()}@extension.test`
  const password = 'Tien-ich-2026'
  await call(api, 'post', '/api/auth/register', { email, name, password, confirmPassword: password, acceptTerms: true })
  const mails = await call<{ text: string }[]>(api, 'get', `/api/dev/mailbox?to=${encodeURIComponent(email)}`)
  const code = /\b(\d{6})\b/.exec(mails[0]?.text ?? '')?.[1]
  if (!code) throw new Error(`no code mailed to ${email}`)
  await call(api, 'post', '/api/auth/verify', { email, code })
  await logIn(api, email, password)
  const me = await call<{ _id: string }>(api, 'get', '/api/user/me')
  return { api, id: me._id, email }
}

/** Puts `lines` (ip:port:user:pass) on sale in `countryCode` (a country of the test's own), on a node of their own. */
export async function stockCountry(admin: Api, countryCode: string, lines: string[]): Promise<void> {
  await call(admin, 'post', '/api/country/create', { code: countryCode })
  await call(admin, 'put', `/api/country/update/${countryCode}`, { enabled: true })
  const node = await call<{ _id: string }>(admin, 'post', '/api/sub-server/create', {
    name: `e2e-ext-${countryCode.toLowerCase()}-${Date.now() % 100_000}`,
    host: '127.0.0.1',
    countryCode,
  })
  await call(admin, 'post', '/api/sub-server/import-proxies', {
    subServerId: node._id,
    ...product,
    countryCode,
    protocol: 'http',
    text: lines.join('\n'),
  })
  await call(admin, 'put', '/api/price/upsert', { ...product, countryCode, periodUnit: 'month', periodCount: 1, price: 30_000 })
}

/** The customer buys `amount` proxies of the country (after an admin top-up), as the shop's page does. */
export async function buy(admin: Api, customer: { api: Api; id: string }, countryCode: string, amount: number): Promise<BoughtProxyView[]> {
  await call(admin, 'put', '/api/bill/admin-topup', { userId: customer.id, amount: 200_000, reason: 'e2e extension' })
  await call(customer.api, 'post', '/api/order/create', {
    ...product,
    countryCode,
    amount,
    bandwidthTier: 'basic',
    periodUnit: 'month',
    periodCount: 1,
  })
  return boughtProxies(customer.api)
}

export async function boughtProxies(api: Api): Promise<BoughtProxyView[]> {
  return (await call<{ data: BoughtProxyView[] }>(api, 'get', '/api/bought-proxy/list?status=using&limit=100')).data
}

/** What /account does for "connect a browser": a new extension token inside a connection code. */
export async function connectCode(api: Api, label: string): Promise<string> {
  return (await call<{ connectCode: string }>(api, 'post', '/api/user/extension-token', { label })).connectCode
}
