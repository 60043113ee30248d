import { execFile } from 'node:child_process'
import { join } from 'node:path'
import type { BoughtProxyView } from '@proxy-portal/worker/contract/bought-proxies'
import type { NodeFeed, NodeProxy } from '@proxy-portal/worker/contract/node-feed'
import { inject } from 'vitest'
import { root } from '../../../scripts/local-worker.ts'

/** The product's API as the demo customer (a Bearer token) and as the demo node (its key). */
export const portalUrl = () => inject('portalUrl')

export async function call<T>(path: string, token: string, method = 'GET', body?: unknown): Promise<T> {
  const response = await fetch(`${portalUrl()}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'cf-connecting-ip': '198.18.7.7' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

export async function customerToken(): Promise<string> {
  const response = await fetch(`${portalUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': '198.18.7.8' },
    body: JSON.stringify({ username: 'customer', password: 'Customer@12345' }),
  })
  if (!response.ok) throw new Error(`login: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { accessToken: string }).accessToken
}

/** The demo customer's proxies in use, of one IP version. */
export async function demoProxies(token: string, ipVersion: 'ipv4' | 'ipv6'): Promise<BoughtProxyView[]> {
  const list = await call<{ data: BoughtProxyView[] }>('/api/bought-proxy/list?page=1&limit=50', token)
  return list.data.filter((proxy) => proxy.status === 'using' && proxy.ipVersion === ipVersion && proxy.httpPort !== null)
}

/** What the demo node is told about a proxy (its exit address, its accesses), read as the node reads it. */
export async function fedProxy(httpPort: number): Promise<NodeProxy & { version: string }> {
  const response = await fetch(`${portalUrl()}/api/sub-server/feed`, { headers: { 'x-node-key': inject('demoNodeKey') } })
  const feed = (await response.json()) as NodeFeed
  const found = feed.proxies.find((proxy) => proxy.httpPort === httpPort)
  if (!found) throw new Error(`no proxy on port ${httpPort} in the demo node's feed`)
  return { ...found, version: feed.version }
}

/** Bytes the portal stored for a proxy (all its hourly rows), read from its local D1. */
export function storedUsage(proxyId: string): Promise<{ up: number; down: number }> {
  const sql = `SELECT coalesce(sum(up),0) AS up, coalesce(sum(down),0) AS down FROM usage_hourly WHERE proxy_id = '${proxyId.replace(/'/g, '')}'`
  const args = ['d1', 'execute', 'DB', '--local', '--persist-to', inject('persistTo'), '--json', '--command', sql]
  return new Promise((resolve, reject) =>
    execFile(
      process.execPath,
      [join(root, 'node_modules/wrangler/bin/wrangler.js'), ...args],
      { cwd: root, encoding: 'utf8', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
      (error, stdout) => {
        if (error) return reject(error)
        const [row] = (JSON.parse(stdout) as { results: { up: number; down: number }[] }[])[0]?.results ?? []
        resolve({ up: row?.up ?? 0, down: row?.down ?? 0 })
      },
    ),
  )
}
