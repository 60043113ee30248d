/**
 * `npm run bench`: speed and size figures of the built product on workerd (local D1 + Durable Objects).
 * Loopback only, bounded in count and time. Prints figures; the portal's pages have a budget
 * (scripts/bench-pages.ts), and the run exits non-zero when one of their figures is over it.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { benchChecker, checkerVars, startCheckerServers } from './bench-checker.ts'
import { benchExtension } from './bench-extension.ts'
import { benchFeed } from './bench-feed.ts'
import { benchMoney } from './bench-money.ts'
import { benchNode } from './bench-node.ts'
import { benchPages } from './bench-pages.ts'
import { benchProxies } from './bench-proxies.ts'
import { applyMigrations, buildPortal, builtConfig, root, seedDemo, startWorker } from './local-worker.ts'

const SEQUENTIAL = 300
const WARMUP = 30
const CONCURRENCY = 16
const CONCURRENT_MS = 3000
const paths = ['/', '/en', '/auth/login', '/dashboard', '/api/health', '/api/setting/list']

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0

function gzipOfJs(dir: string): { raw: number; gzip: number } {
  let raw = 0
  let gzip = 0
  for (const name of readdirSync(dir, { recursive: true }) as string[]) {
    const file = join(dir, name)
    if (!name.endsWith('.js') || !statSync(file).isFile()) continue
    const bytes = readFileSync(file)
    raw += bytes.length
    gzip += gzipSync(bytes).length
  }
  return { raw, gzip }
}

async function timeOne(url: string): Promise<number> {
  const started = performance.now()
  const response = await fetch(url, { headers: { accept: 'text/html,application/json' } })
  await response.arrayBuffer()
  if (response.status >= 500) throw new Error(`${url} answered ${response.status}`)
  return performance.now() - started
}

async function throughput(url: string): Promise<number> {
  const until = performance.now() + CONCURRENT_MS
  let done = 0
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) {
        await timeOne(url)
        done++
      }
    }),
  )
  return done / (CONCURRENT_MS / 1000)
}

function workerdRssKib(pid: number): number {
  // wrangler starts workerd as a descendant; sum the resident memory of every workerd under it.
  const tree = execFileSync('ps', ['-eo', 'pid=,ppid=,rss=,comm='], { encoding: 'utf8' })
  const rows = tree
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
  const children = (parent: number): number[] =>
    rows.filter((r) => Number(r[1]) === parent).flatMap((r) => [Number(r[0]), ...children(Number(r[0]))])
  const ids = new Set(children(pid))
  return rows.filter((r) => ids.has(Number(r[0])) && r[3] === 'workerd').reduce((sum, r) => sum + Number(r[2]), 0)
}

if (!existsSync(builtConfig)) await buildPortal()
const dir = mkdtempSync(join(tmpdir(), 'bench-'))
const persistTo = join(dir, 'state')
await applyMigrations(persistTo)
// Real local proxies (squid, microsocks) for the checker's figures; the Worker checks through them.
const checker = await startCheckerServers()
const worker = await startWorker({ port: 8799, persistTo, vars: checkerVars(checker.servers) })
let over: string[] = []
try {
  await seedDemo(worker.url)
  const server = gzipOfJs(join(root, 'apps/portal/dist/server'))
  const html = await (await fetch(`${worker.url}/`)).text()

  console.log('\nSizes')
  console.log(`  Worker bundle (all server JS)   ${kib(server.raw)} raw, ${kib(server.gzip)} gzip`)
  console.log(`  Home page HTML                  ${kib(html.length)}`)

  console.log(`\nLatency, ${SEQUENTIAL} sequential requests each (ms)     p50     p95     p99   | req/s at ${CONCURRENCY} concurrent`)
  for (const path of paths) {
    const url = `${worker.url}${path}`
    for (let i = 0; i < WARMUP; i++) await timeOne(url)
    const times: number[] = []
    for (let i = 0; i < SEQUENTIAL; i++) times.push(await timeOne(url))
    times.sort((a, b) => a - b)
    const rate = await throughput(url)
    const cells = [0.5, 0.95, 0.99].map((q) => quantile(times, q).toFixed(1).padStart(7))
    console.log(`  ${path.padEnd(44)}${cells.join(' ')}   | ${rate.toFixed(0).padStart(6)}`)
  }
  // Password hashing (PBKDF2-SHA256, 100,000 iterations): registration hashes, login verifies.
  // Each sample is another visitor and account, as the rate limits would have it.
  const accounts = 20
  const timed = async (path: string, body: unknown, ip: string) => {
    const started = performance.now()
    const response = await fetch(`${worker.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip },
      body: JSON.stringify(body),
    })
    await response.arrayBuffer()
    return performance.now() - started
  }
  const register: number[] = []
  const login: number[] = []
  for (let i = 0; i < accounts; i++) {
    const email = `bench${i}@bench.test`
    const body = { email, name: 'Bench', password: 'Bench12345', confirmPassword: 'Bench12345', acceptTerms: true }
    register.push(await timed('/api/auth/register', body, `203.0.113.${i}`))
    login.push(await timed('/api/auth/login', { username: email, password: 'Bench12345' }, `198.18.0.${i}`))
  }
  for (const [name, times] of [
    ['register (hash a password)', register],
    ['login (verify a password)', login],
  ] as const) {
    times.sort((a, b) => a - b)
    console.log(
      `  ${`POST ${name}`.padEnd(44)}${[0.5, 0.95, 0.99].map((q) => quantile(times, q).toFixed(1).padStart(7)).join(' ')}   | ${accounts} samples`,
    )
  }

  await benchMoney(worker.url)
  await benchProxies(worker.url, worker.process.pid)
  const feedOver = await benchFeed(worker.url)
  await benchChecker(worker.url, checker.servers)
  await benchExtension(worker.url)
  over = [...feedOver, ...(await benchPages(worker.url))]
  await benchNode()

  if (worker.process.pid) {
    const rss = (workerdRssKib(worker.process.pid) / 1024).toFixed(0)
    // Local workerd processes also host wrangler's proxy and the D1/Durable Object simulators.
    console.log(`\nMemory: resident size of the local workerd processes after the load: ${rss} MiB`)
  }
} finally {
  await worker.stop()
  await checker.close()
  rmSync(dir, { recursive: true, force: true })
}
if (over.length > 0) {
  console.error(`\n${over.length} figure(s) over budget:\n  ${over.join('\n  ')}`)
  process.exitCode = 1
}
