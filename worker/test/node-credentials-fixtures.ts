import { createExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { api } from '../src/api/app'
import type { NodeCredentials } from '../src/nodes/credential-feed'
import { ORIGIN } from './accounts'
import { okJson } from './order-fixtures'

export const NODE_KEY = 'node-key-for-tests-0123456789-abcdefgh'

/** A node's poll of its credentials, to a Worker configured with the node key (with '': without one). */
export function poll(subServerId: string, headers: Record<string, string> = { 'x-node-key': NODE_KEY }, configured = NODE_KEY) {
  const url = new URL(`/api/sub-server/credentials?subServerId=${encodeURIComponent(subServerId)}`, ORIGIN)
  return api.fetch(new Request(url, { headers }), { ...env, NODE_API_KEY: configured }, createExecutionContext())
}

export const feedOf = (subServerId: string) => okJson<NodeCredentials>(poll(subServerId))

/** The node an inventory proxy lives on. */
export const nodeOf = async (proxyId: string) =>
  (await env.DB.prepare('SELECT sub_server_id AS id FROM proxies WHERE id = ?').bind(proxyId).first<{ id: string }>())?.id ?? ''

/** The feed's entry of an inventory proxy (found by its address). */
export async function entryOf(feed: NodeCredentials, proxyId: string) {
  const row = await env.DB.prepare('SELECT host, http_port AS httpPort, socks_port AS socksPort FROM proxies WHERE id = ?')
    .bind(proxyId)
    .first<{ host: string; httpPort: number | null; socksPort: number | null }>()
  return feed.proxies.find((proxy) => proxy.host === row?.host && proxy.httpPort === row.httpPort && proxy.socksPort === row.socksPort)
}
