/**
 * Proxy checker figures for `npm run bench`: bulk checks of 200 proxies through POST /api/proxy/check-proxy
 * against real local squid (3 ports, basic auth) and microsocks (SOCKS5 with a login), all alive, then 200
 * closed ports. Prints wall time, time to the first streamed result, checks per second and the latency the
 * checker measured. `node scripts/bench-checker.ts` runs it alone, on a Worker of its own.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type ProxyServers, startProxyServers } from '../worker/test/servers/proxy-servers.ts'
import { applyMigrations, buildPortal, builtConfig, seedDemo, startWorker } from './local-worker.ts'

const COUNT = 200
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0

/** The Worker's checker settings for these servers. */
export const checkerVars = (servers: ProxyServers) => ({ CHECK_ECHO_URL: servers.echoUrl, CHECK_TIMEOUT_MS: '5000' })

/** Real local proxies: squid on 3 ports, microsocks, the echo server, and the odd ports. */
export const startCheckerServers = () => startProxyServers({ squidPorts: 3 })

type Event = { type: 'start' | 'result' | 'done'; alive?: boolean | number; latencyMs?: number | null }

async function timedCheck(url: string, token: string, proxies: string[]) {
  const started = performance.now()
  const response = await fetch(`${url}/api/proxy/check-proxy`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ proxies: proxies.join('\n') }),
  })
  if (!response.ok || !response.body) throw new Error(`check-proxy answered ${response.status}: ${await response.text()}`)
  const latencies: number[] = []
  let first = 0
  let alive = 0
  let pending = ''
  const decoder = new TextDecoder()
  const reader = response.body.getReader()
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    pending += decoder.decode(chunk.value, { stream: true })
    const lines = pending.split('\n')
    pending = lines.pop() ?? ''
    for (const line of lines.filter(Boolean)) {
      const event = JSON.parse(line) as Event
      if (event.type !== 'result') continue
      first ||= performance.now() - started
      if (event.alive) alive++
      if (typeof event.latencyMs === 'number') latencies.push(event.latencyMs)
    }
  }
  const wall = performance.now() - started
  return { wall, first, alive, latencies: latencies.sort((a, b) => a - b) }
}

export async function benchChecker(url: string, servers: ProxyServers): Promise<void> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': '192.0.2.240' },
    body: JSON.stringify({ username: 'customer@demo.local', password: 'Customer@12345' }),
  })
  if (!login.ok) throw new Error(`login answered ${login.status}`)
  const { accessToken } = (await login.json()) as { accessToken: string }
  const { username, password } = servers.login
  const ports = [...servers.squidPorts, servers.socksPort]
  const aliveList = Array.from({ length: COUNT }, (_, at) => `127.0.0.1:${ports[at % ports.length]}:${username}:${password}`)
  const closedList = Array.from({ length: COUNT }, () => `127.0.0.1:${servers.closedPort}:${username}:${password}`)

  console.log('\nProxy checker (NDJSON stream, 6 connections at a time; local squid x3 + microsocks, protocol auto)')
  for (const [name, list] of [
    [`${COUNT} alive (squid HTTP, microsocks SOCKS5)`, aliveList],
    [`${COUNT} refused (closed port)`, closedList],
  ] as const) {
    const run = await timedCheck(url, accessToken, [...list])
    const latency = run.latencies.length
      ? `latency p50 ${quantile(run.latencies, 0.5)} ms, p95 ${quantile(run.latencies, 0.95)} ms`
      : 'no latency (none alive)'
    console.log(
      `  ${name.padEnd(40)} wall ${run.wall.toFixed(0).padStart(6)} ms   first result ${run.first.toFixed(0).padStart(4)} ms   ` +
        `${((COUNT / run.wall) * 1000).toFixed(0).padStart(4)} checks/s   ${run.alive}/${COUNT} alive   ${latency}`,
    )
  }
}

if (import.meta.main) {
  if (!existsSync(builtConfig)) await buildPortal()
  const { servers, close } = await startCheckerServers()
  const dir = mkdtempSync(join(tmpdir(), 'bench-checker-'))
  const persistTo = join(dir, 'state')
  try {
    await applyMigrations(persistTo)
    const worker = await startWorker({ port: 8798, persistTo, vars: checkerVars(servers) })
    try {
      await seedDemo(worker.url)
      await benchChecker(worker.url, servers)
    } finally {
      await worker.stop()
    }
  } finally {
    await close()
    rmSync(dir, { recursive: true, force: true })
  }
}
