import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../../worker/test/servers/proxy-servers.ts'
import { type ContractPortal, startContractPortal } from './contract-portal.ts'
import { curlRunning, curlSizes, httpProxy } from './curl.ts'
import { access, proxy } from './feed-builder.ts'
import { journaledDown, journalFiles, NodeProcess, until } from './node-process.ts'
import { type Origin, startOrigin } from './origin.ts'

/**
 * Usage a node reports: exactly the bytes curl moved (its own request and response sizes), in
 * numbered batches the portal counts once, whether answers get lost or the node is SIGKILLed
 * while a report is on its way.
 */
let portal: ContractPortal
let origin: Origin
let node: NodeProcess
const ports: number[] = []

const idle = () => portal.state.heartbeats.at(-1)?.pendingReports === 0 && portal.state.heartbeats.at(-1)?.openConnections === 0
const bytes = ({ up, down }: { up: number; down: number }) => ({ up, down })
const download = (at: number, size: number) =>
  curlSizes([...httpProxy(ports[at] as number, `user${at}:Password${at}xyz`), `${origin.url}/bytes/${size}`])
const sent = (seq: number) => portal.state.received.filter((report) => report.seq === seq).length

beforeAll(async () => {
  ;[portal, origin] = await Promise.all([startContractPortal(), startOrigin()])
  for (let at = 0; at < 4; at++) ports.push(await freePort())
  const version = portal.setFeed(
    ports.map((port, at) =>
      proxy({
        id: `u${at}`,
        httpPort: port,
        exitAddress: `127.0.0.${30 + at}`,
        access: [access({ username: `user${at}`, password: `Password${at}xyz` })],
      }),
    ),
  )
  node = new NodeProcess({ portalUrl: portal.url, key: portal.key }).start()
  await until(() => portal.state.heartbeats.some((beat) => beat.feedVersion === version), 'the node to serve the feed')
})

afterAll(async () => {
  await node?.dispose()
  await Promise.all([portal?.close(), origin?.close()])
  expect(portal.state.violations).toEqual([])
})

describe('usage reports', () => {
  it('reports exactly the bytes a download moved, once, per proxy and owner', async () => {
    const moved = await download(0, 3_000_000)
    expect(moved.status).toBe(200)
    await until(() => portal.countedBytes('u0').down >= moved.down && idle(), 'the usage counted')
    expect(portal.countedBytes('u0', 'bp-user0')).toEqual(bytes(moved))
    expect(portal.countedBytes('u1')).toEqual({ up: 0, down: 0 })
  })

  it('reports an open tunnel while it is open, not only when it closes', async () => {
    const stream = curlRunning([...httpProxy(ports[1] as number, 'user1:Password1xyz'), `${origin.url}/stream`])
    await until(() => portal.countedBytes('u1').down > 10_000, 'usage of the open stream')
    expect(stream.received()).toBeGreaterThan(0)
    stream.stop()
    expect((await stream.ended).exit).not.toBe(0)
  })

  it('counts a batch once when answers are lost and the node sends it again', async () => {
    await until(idle, 'nothing pending')
    const before = portal.state.received.length
    portal.state.loseAnswers = 2
    const moved = await download(2, 500_000)
    await until(() => portal.state.received.length >= before + 3 && idle(), 'the batch sent until acknowledged', 15_000)
    const seq = portal.state.received[before]?.seq as number
    expect(sent(seq)).toBe(3)
    expect(portal.countedBytes('u2')).toEqual(bytes(moved))
  })

  it('loses nothing and counts nothing twice when SIGKILLed mid-report and restarted', async () => {
    await until(idle, 'nothing pending')
    const { epoch } = portal.state.received.at(-1) as { epoch: string }
    let release = () => {}
    portal.state.holdUsage = new Promise((resolve) => (release = resolve))
    const before = portal.state.received.length
    const files = journalFiles(node.stateDir)
    const moved = await download(3, 1_000_000)
    // The portal has the batch (and counts it) but the node has no answer yet.
    await until(
      () => portal.state.received.slice(before).some((report) => report.items.some((item) => item.proxyId === 'u3')),
      'the batch sent',
    )
    const seq = portal.state.received.at(-1)?.seq as number
    // On a slow machine the download may span two meter beats: the later batch waits on disk behind the held one.
    await until(() => journaledDown(node.stateDir, 'u3', files) >= moved.down, 'every byte of the download in the journal')
    await node.kill()
    portal.state.holdUsage = null
    release()
    node.start()
    await until(() => sent(seq) >= 2 && idle(), 'the batch sent again after the restart', 15_000)
    expect(portal.countedBytes('u3')).toEqual(bytes(moved))
    // The restarted node numbers on in the same journal: a new batch takes a new number.
    const again = await download(3, 200_000)
    await until(() => portal.countedBytes('u3').down === moved.down + again.down && idle(), 'the next download counted')
    const numbers = portal.state.received.map((report) => `${report.epoch}:${report.seq}`)
    expect(new Set(portal.state.received.map((report) => report.epoch))).toEqual(new Set([epoch]))
    expect(Math.max(...portal.state.received.map((report) => report.seq))).toBeGreaterThan(seq)
    expect(portal.state.counted.size).toBe(new Set(numbers).size)
  })

  it('keeps what was moved on disk while the portal is down, across a SIGKILL, and sends it after', async () => {
    await until(idle, 'nothing pending')
    const before = portal.countedBytes('u1')
    portal.state.refuseUsage = true
    const moved = await download(1, 700_000)
    await until(() => (portal.state.heartbeats.at(-1)?.pendingReports ?? 0) > 0, 'the batch waiting on the node')
    await node.kill()
    portal.state.refuseUsage = false
    node.start()
    await until(() => portal.countedBytes('u1').down >= before.down + moved.down && idle(), 'the batch sent after the restart', 15_000)
    expect(portal.countedBytes('u1')).toEqual({ up: before.up + moved.up, down: before.down + moved.down })
  })
})
