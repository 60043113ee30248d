import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { BoughtProxyView } from '@proxy-portal/worker/contract/bought-proxies'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { curlSizes } from '../test/curl.ts'
import { takeDemoPorts } from '../test/demo-ports.ts'
import { journaledDown, journalFiles, NodeProcess, until } from '../test/node-process.ts'
import { type Origin, startOrigin } from '../test/origin.ts'
import { customerToken, demoProxies, fedProxy, portalUrl, storedUsage } from './portal.ts'

/**
 * Usage into the real portal, exactly once: the node reaches the portal through a relay that can
 * send each usage batch twice (a replay) or keep the portal's answer from the node while the node
 * is SIGKILLed; what the portal stores for the proxy is what curl moved, to the byte.
 */
const USAGE = '/api/sub-server/usage'
let relay: Server
let relayUrl: string
const relayed = { replay: false, hold: false, held: 0, usagePosts: 0 }
let node: NodeProcess
let ports: { release: () => void }
let origin: Origin
let proxy: BoughtProxyView
let proxyId: string

async function startRelay(target: string): Promise<void> {
  relay = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const forward = () =>
      fetch(`${target}${request.url}`, {
        method: request.method,
        headers: Object.fromEntries(
          ['x-node-key', 'content-type', 'if-none-match'].flatMap((name) =>
            request.headers[name] ? [[name, String(request.headers[name])]] : [],
          ),
        ),
        body: request.method === 'POST' ? Buffer.concat(chunks) : undefined,
      })
    let answer = await forward()
    if (request.url === USAGE) {
      relayed.usagePosts++
      if (relayed.replay) answer = await answer.arrayBuffer().then(forward)
      // Counted by the portal, never answered: the node is killed meanwhile.
      if (relayed.hold) return void relayed.held++
    }
    response.writeHead(answer.status, {
      'content-type': answer.headers.get('content-type') ?? 'application/json',
      etag: answer.headers.get('etag') ?? '',
    })
    response.end(Buffer.from(await answer.arrayBuffer()))
  })
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve))
  relayUrl = `http://127.0.0.1:${(relay.address() as AddressInfo).port}`
}

const download = (bytes: number) =>
  curlSizes(['--proxy', `http://${proxy.username}:${proxy.password}@127.0.0.1:${proxy.httpPort}`, `${origin.url}/bytes/${bytes}`])
const stored = (expected: { up: number; down: number }) =>
  until(async () => JSON.stringify(await storedUsage(proxyId)) === JSON.stringify(expected), 'the usage stored', 60_000)

beforeAll(async () => {
  const token = await customerToken()
  ;[proxy] = (await demoProxies(token, 'ipv4')).slice(-1) as [BoughtProxyView]
  proxyId = (await fedProxy(proxy.httpPort as number)).id
  origin = await startOrigin()
  await startRelay(portalUrl())
  ports = await takeDemoPorts()
  node = new NodeProcess({ portalUrl: relayUrl, key: inject('demoNodeKey') }).start()
  await until(async () => (await download(10)).status === 200, 'the node serving the demo proxies', 30_000)
})

afterAll(async () => {
  await node?.dispose()
  ports?.release()
  await origin?.close()
  relay?.closeAllConnections()
  await new Promise((resolve) => relay?.close(resolve))
})

describe('usage of a demo proxy in the portal', () => {
  it('is stored once, to the byte, when every batch reaches the portal twice', async () => {
    const before = await storedUsage(proxyId)
    relayed.replay = true
    const moved = await download(2_000_000)
    const expected = { up: before.up + moved.up, down: before.down + moved.down }
    await stored(expected)
    relayed.replay = false
    // Later batches (if any) add nothing more.
    await new Promise((wait) => setTimeout(wait, 1500))
    expect(await storedUsage(proxyId)).toEqual(expected)
  })

  it('is stored once when the node is SIGKILLed before the answer to its report, and restarted', async () => {
    const before = await storedUsage(proxyId)
    relayed.hold = true
    const files = journalFiles(node.stateDir)
    const moved = await download(3_000_000)
    await until(() => relayed.held > 0, 'a usage batch sent and kept unanswered')
    // On a slow machine the download may span two meter beats: the later batch waits on disk behind the held one.
    await until(() => journaledDown(node.stateDir, proxyId, files) >= moved.down, 'every byte of the download in the journal')
    await node.kill()
    relayed.hold = false
    const postsBefore = relayed.usagePosts
    node.start()
    // The restarted node sends the batch again (the portal answers duplicate), and nothing more is counted.
    await until(() => relayed.usagePosts > postsBefore, 'the batch sent again', 30_000)
    const expected = { up: before.up + moved.up, down: before.down + moved.down }
    await stored(expected)
    await new Promise((wait) => setTimeout(wait, 1500))
    expect(await storedUsage(proxyId)).toEqual(expected)
  })
})
