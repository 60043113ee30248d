import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  Heartbeat,
  type HeartbeatAnswer,
  type NodeFeed,
  type NodeProxy,
  type UsageAnswer,
  UsageReport,
} from '@proxy-portal/worker/contract/node-feed'
import * as v from 'valibot'

/**
 * The portal's side of the node contract (worker/src/contract/node-feed.ts) on 127.0.0.1, checking
 * every call the node makes against the contract's schemas: the feed with its ETag, usage batches
 * counted once per (epoch, seq), heartbeats. Tests change the feed and read what was counted.
 */
export type ContractPortal = Awaited<ReturnType<typeof startContractPortal>>

type Options = { key?: string; pollSeconds?: number; heartbeatSeconds?: number }

export async function startContractPortal(options: Options = {}) {
  const key = options.key ?? 'pn_test_node_key'
  let version = 1
  let feed: NodeFeed = {
    subServerId: 'node-test',
    version: '1',
    generatedAt: Date.now(),
    pollSeconds: options.pollSeconds ?? 1,
    ipv6Prefix: null,
    countedUsage: null,
    proxies: [],
  }
  const state = {
    pulls: [] as { at: number; ifNoneMatch: string | null; status: number }[],
    heartbeats: [] as Heartbeat[],
    /** Every usage POST, as sent (replays included). */
    received: [] as UsageReport[],
    /** Batches counted, once each. */
    counted: new Map<string, UsageReport>(),
    /** Contract violations seen: a test fails if any. */
    violations: [] as string[],
    /** While set, usage POSTs are counted but not answered until it resolves (a node killed mid-report). */
    holdUsage: null as Promise<void> | null,
    /** While true, usage POSTs are refused (503) uncounted: a portal that is down. */
    refuseUsage: false,
    /** Usage POSTs still to be counted and then cut off unanswered (an answer lost on the way). */
    loseAnswers: 0,
  }
  const send = (response: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers })
    response.end(body === undefined ? undefined : JSON.stringify(body))
  }
  const readJson = async (request: IncomingMessage): Promise<unknown> => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    return JSON.parse(Buffer.concat(chunks).toString('utf8'))
  }
  const server = createServer(async (request, response) => {
    if (request.headers['x-node-key'] !== key) return send(response, 401, { message: 'UNAUTHORIZED' })
    const path = request.url ?? ''
    try {
      if (request.method === 'GET' && path === '/api/sub-server/feed') {
        const ifNoneMatch = request.headers['if-none-match'] ?? null
        const same = ifNoneMatch === `"${feed.version}"`
        state.pulls.push({ at: Date.now(), ifNoneMatch, status: same ? 304 : 200 })
        if (same) return send(response, 304, undefined, { etag: `"${feed.version}"` })
        return send(response, 200, feed, { etag: `"${feed.version}"` })
      }
      if (request.method === 'POST' && path === '/api/sub-server/usage') {
        if (state.refuseUsage) return send(response, 503, { message: 'UNKNOW_ERROR' })
        const parsed = v.safeParse(UsageReport, await readJson(request))
        if (!parsed.success) {
          state.violations.push(`usage: ${parsed.issues[0].message}`)
          return send(response, 400, { message: 'VALIDATION_ERROR' })
        }
        const report = parsed.output
        state.received.push(report)
        const id = `${report.epoch}:${report.seq}`
        const duplicate = state.counted.has(id)
        if (!duplicate) state.counted.set(id, report)
        if (state.holdUsage) await state.holdUsage
        if (state.loseAnswers > 0) {
          state.loseAnswers--
          return void request.socket.destroy()
        }
        const answer: UsageAnswer = { seq: report.seq, duplicate }
        return send(response, 200, answer)
      }
      if (request.method === 'POST' && path === '/api/sub-server/heartbeat') {
        const parsed = v.safeParse(Heartbeat, await readJson(request))
        if (!parsed.success) {
          state.violations.push(`heartbeat: ${parsed.issues[0].message}`)
          return send(response, 400, { message: 'VALIDATION_ERROR' })
        }
        state.heartbeats.push(parsed.output)
        const answer: HeartbeatAnswer = { feedVersion: feed.version, heartbeatSeconds: options.heartbeatSeconds ?? 1 }
        return send(response, 200, answer)
      }
      send(response, 404, { message: 'NOT_FOUND' })
    } catch (error) {
      state.violations.push(`${path}: ${(error as Error).message}`)
      send(response, 400, { message: 'VALIDATION_ERROR' })
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url,
    key,
    state,
    get feed() {
      return feed
    },
    /** Publishes a new feed version (as the portal does on any change). */
    setFeed(proxies: NodeProxy[], extra: Partial<Pick<NodeFeed, 'countedUsage' | 'ipv6Prefix' | 'pollSeconds'>> = {}) {
      version++
      feed = { ...feed, ...extra, version: String(version), generatedAt: Date.now(), proxies }
      return feed.version
    },
    /** The node's last batch counted with every one before it: what a feed's countedUsage says. */
    countedUsage(): NodeFeed['countedUsage'] {
      const [first] = state.counted.values()
      if (!first) return null
      let seq = 0
      while (state.counted.has(`${first.epoch}:${seq + 1}`)) seq++
      return seq ? { epoch: first.epoch, seq } : null
    },
    /** Bytes counted per (proxy, owner, ownerId), each batch once. */
    countedBytes(proxyId: string, ownerId?: string): { up: number; down: number } {
      const sum = { up: 0, down: 0 }
      for (const report of state.counted.values()) {
        for (const item of report.items) {
          if (item.proxyId !== proxyId || (ownerId !== undefined && item.ownerId !== ownerId)) continue
          sum.up += item.up
          sum.down += item.down
        }
      }
      return sum
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
