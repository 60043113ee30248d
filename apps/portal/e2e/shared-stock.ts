import type { APIRequestContext } from 'playwright-core'
import { inject } from 'vitest'

/** An admin call through the admin's signed-in browser context. */
export async function adminCall(request: APIRequestContext, method: 'post' | 'put', path: string, data: unknown) {
  const response = await request[method](path, { headers: { origin: inject('baseUrl') }, data })
  if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`)
  return response.json()
}

/**
 * Shared stock of its own for this file, through the catalogue's admin API: a German node with 60
 * shared static IPv4 proxies (the demo prices every country's shared proxies with its '*' rows),
 * and the customer's balance. Each caller takes its own `block` of addresses.
 */
export async function stockAndBalance(admin: APIRequestContext, customer: APIRequestContext, block = 1) {
  const node = (await adminCall(admin, 'post', '/api/sub-server/create', {
    name: `de-shared-${Date.now()}`,
    host: '198.18.0.1',
    countryCode: 'DE',
  })) as { _id: string }
  const text = Array.from({ length: 60 }, (_, at) => `198.18.${block}.${at + 2}:3128:node:node-pass`).join('\n')
  await adminCall(admin, 'post', '/api/sub-server/import-proxies', {
    subServerId: node._id,
    kind: 'shared',
    ipVersion: 'ipv4',
    ipMode: 'static',
    countryCode: 'DE',
    protocol: 'http',
    text,
  })
  const me = (await (await customer.get('/api/user/me')).json()) as { _id: string }
  await adminCall(admin, 'put', '/api/bill/admin-topup', { userId: me._id, amount: 2_000_000, reason: 'e2e shared plan' })
}
