import type { NodeProxy } from '@proxy-portal/worker/contract/node-feed'
import { type ListenerSpec, listenerKey } from '../serve/listener-spec.ts'

/** A feed's proxies, indexed the way the node serves them, and what differs from the feed served before. */
export type FeedPlan = {
  /** Each proxy's serialised entry: equal text, untouched proxy. */
  signatures: Map<string, string>
  proxies: Map<string, NodeProxy>
  /** The proxies each listener admits into (usually one; proxies may share a port and differ by login). */
  byListener: Map<string, NodeProxy[]>
  listeners: Map<string, ListenerSpec>
  added: string[]
  changed: string[]
  removed: string[]
}

/**
 * Compares a feed with the one served now by each proxy's entry as a whole. `listenHost` (the
 * node's override) replaces every proxy's listen host, e.g. 0.0.0.0 on a server behind NAT.
 */
export function planFeed(before: ReadonlyMap<string, string>, proxies: readonly NodeProxy[], listenHost: string | null): FeedPlan {
  const plan: FeedPlan = {
    signatures: new Map(),
    proxies: new Map(),
    byListener: new Map(),
    listeners: new Map(),
    added: [],
    changed: [],
    removed: [],
  }
  for (const proxy of proxies) {
    const signature = JSON.stringify(proxy)
    plan.signatures.set(proxy.id, signature)
    plan.proxies.set(proxy.id, proxy)
    const previous = before.get(proxy.id)
    if (previous === undefined) plan.added.push(proxy.id)
    else if (previous !== signature) plan.changed.push(proxy.id)
    const host = listenHost ?? proxy.listenHost
    for (const [protocol, port] of [
      ['http', proxy.httpPort],
      ['socks', proxy.socksPort],
    ] as const) {
      if (port === null) continue
      const key = listenerKey(protocol, host, port)
      plan.listeners.set(key, { key, protocol, host, port })
      const sharing = plan.byListener.get(key)
      if (sharing) sharing.push(proxy)
      else plan.byListener.set(key, [proxy])
    }
  }
  for (const id of before.keys()) if (!plan.proxies.has(id)) plan.removed.push(id)
  return plan
}
