import { readdirSync } from 'node:fs'
import { request } from 'node:http'
import type { Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../../worker/test/servers/proxy-servers.ts'
import { type ContractPortal, startContractPortal } from './contract-portal.ts'
import { access, proxy } from './feed-builder.ts'
import { NodeProcess, until } from './node-process.ts'
import { type Origin, startOrigin } from './origin.ts'

/**
 * 1,000 tunnels open at once through one node (Node's own HTTP client asking for CONNECT), each
 * fetching 16 KiB inside its tunnel once all are open, four times over; after each burst the node
 * holds no more open files than when idle and its memory settles near its idle level.
 */
const TUNNELS = 1000
const BODY = 16 * 1024
const ROUNDS = 4
let portal: ContractPortal
let origin: Origin
let node: NodeProcess
let proxyPort: number
const authorization = `Basic ${Buffer.from('lena:LenaPass2026').toString('base64')}`

beforeAll(async () => {
  ;[portal, origin] = await Promise.all([startContractPortal(), startOrigin()])
  proxyPort = await freePort()
  const version = portal.setFeed([
    proxy({ id: 'load', httpPort: proxyPort, exitAddress: '127.0.0.51', access: [access({ username: 'lena', password: 'LenaPass2026' })] }),
  ])
  node = new NodeProcess({ portalUrl: portal.url, key: portal.key, env: { NODE_LOG_LEVEL: 'info' } }).start()
  await until(() => portal.state.heartbeats.some((beat) => beat.feedVersion === version), 'the node to serve the feed')
})

afterAll(async () => {
  await node?.dispose()
  await Promise.all([portal?.close(), origin?.close()])
})

/** One CONNECT tunnel to the origin, open (answered 200). */
function openTunnel(): Promise<Socket> {
  const target = new URL(origin.url).host
  return new Promise((resolve, reject) => {
    const asking = request({
      host: '127.0.0.1',
      port: proxyPort,
      method: 'CONNECT',
      path: target,
      agent: false,
      headers: { 'proxy-authorization': authorization },
    })
    asking.once('connect', (answer, socket) =>
      answer.statusCode === 200 ? resolve(socket) : reject(new Error(`CONNECT answered ${answer.statusCode}`)),
    )
    asking.once('error', reject)
    asking.end()
  })
}

/** A plain GET inside an open tunnel; answers how many bytes came back before the origin closed. */
function fetchThrough(socket: Socket): Promise<number> {
  return new Promise((resolve, reject) => {
    let received = 0
    socket.on('data', (chunk: Buffer) => (received += chunk.length))
    socket.once('end', () => resolve(received))
    socket.once('error', reject)
    socket.write(`GET /bytes/${BODY} HTTP/1.1\r\nHost: origin\r\nConnection: close\r\n\r\n`)
  })
}

/** The node's resident memory and open files once its tunnels are closed and it has been idle a while. */
async function settled(): Promise<{ kb: number; files: number }> {
  await until(() => portal.state.heartbeats.at(-1)?.openConnections === 0, 'no open connections')
  await new Promise((wait) => setTimeout(wait, 3000))
  return { kb: await node.rssKb(), files: readdirSync(`/proc/${node.pid}/fd`).length }
}

describe('1,000 concurrent tunnels', () => {
  it('all open at once, all complete, and the memory settles near idle after each burst', async () => {
    // Warm up (code paths compiled, pools made), then take the idle figure.
    for (const socket of await Promise.all(Array.from({ length: 50 }, openTunnel))) await fetchThrough(socket)
    const idle = await settled()

    const rounds: { kb: number; files: number }[] = []
    for (let round = 0; round < ROUNDS; round++) {
      const tunnels = await Promise.all(Array.from({ length: TUNNELS }, openTunnel))
      await until(() => (portal.state.heartbeats.at(-1)?.openConnections ?? 0) >= TUNNELS, 'the node to count them all open')
      const received = await Promise.all(tunnels.map(fetchThrough))
      expect(received.filter((bytes) => bytes > BODY)).toHaveLength(TUNNELS)
      rounds.push(await settled())
    }
    console.log(`node RSS: idle ${idle.kb} kB, after each round of 1,000 tunnels ${rounds.map((round) => round.kb).join(', ')} kB`)
    // What a burst made the allocators keep (~40-75 MB here, up and down with V8's collections) is
    // reused by the next burst, not added to; and every socket of every tunnel is closed.
    for (const round of rounds) expect(round.kb - idle.kb).toBeLessThan(96 * 1024)
    // (a few: connections to the portal come and go.)
    for (const round of rounds) expect(round.files).toBeLessThanOrEqual(idle.files + 4)
  })
})
