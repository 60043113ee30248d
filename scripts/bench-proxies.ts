/**
 * Proxy-management figures for `npm run bench` (or alone: `node scripts/bench-proxies.ts`): one
 * customer holding 10,000 proxies bought through the API; the latency of a page of 25 from
 * GET /api/bought-proxy/list, and the wall time and workerd memory of streaming all 10,000 out of
 * GET /api/bought-proxy/export-all-proxy. Prints figures; asserts nothing.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const PROXIES = 10_000
const ORDER_SIZE = 500
const IMPORT_SIZE = 5000
const COUNTRY = 'DE'
const LIST_WARMUP = 20
const LIST_SAMPLES = 300
const SAMPLE_MS = 5

type Send = { method?: string; token?: string; body?: unknown; ip?: string; key?: string }

async function call(url: string, path: string, send: Send = {}): Promise<Response> {
  return fetch(`${url}${path}`, {
    method: send.method ?? (send.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(send.body !== undefined && { 'content-type': 'application/json' }),
      ...(send.token && { authorization: `Bearer ${send.token}` }),
      ...(send.ip && { 'cf-connecting-ip': send.ip }),
      ...(send.key && { 'idempotency-key': send.key }),
    },
    ...(send.body !== undefined && { body: JSON.stringify(send.body) }),
  })
}

async function json<T>(url: string, path: string, send: Send = {}): Promise<T> {
  const response = await call(url, path, send)
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`)
  return (await response.json()) as T
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
const mib = (kib: number) => `${(kib / 1024).toFixed(0)} MiB`

/** The workerd processes under the wrangler process (they serve the Worker and simulate D1 and the objects). */
function workerdPids(root: number): number[] {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,comm='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
  const below = (parent: number): number[] =>
    rows.filter((row) => Number(row[1]) === parent).flatMap((row) => [Number(row[0]), ...below(Number(row[0]))])
  return below(root).filter((pid) => rows.find((row) => Number(row[0]) === pid)?.[2] === 'workerd')
}

/** VmRSS and VmHWM (peak resident size) of a process, in KiB. */
function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0)
  return { rss: field('VmRSS'), hwm: field('VmHWM') }
}

/** A customer holding 10,000 proxies of one country, imported and bought through the API as an admin and a customer would. */
async function fleetOwner(url: string): Promise<string> {
  const admin = await json<{ accessToken: string }>(url, '/api/auth/login', {
    body: { username: 'admin@demo.local', password: 'Admin@12345' },
    ip: '192.0.2.240',
  })
  const node = await json<{ _id: string }>(url, '/api/sub-server/create', {
    token: admin.accessToken,
    body: { name: 'bench-fleet', host: 'bench-fleet.example.net', countryCode: COUNTRY, enabled: true },
  })
  const lines = Array.from({ length: PROXIES }, (_, at) => `100.64.${Math.floor(at / 250)}.${(at % 250) + 1}:8000:fleet${at}:Fleet${at}pw`)
  for (let start = 0; start < PROXIES; start += IMPORT_SIZE) {
    const text = lines.slice(start, start + IMPORT_SIZE).join('\n')
    const product = { kind: 'private', ipVersion: 'ipv4', ipMode: 'static', countryCode: COUNTRY, protocol: 'http' }
    await json(url, '/api/sub-server/import-proxies', { token: admin.accessToken, body: { subServerId: node._id, ...product, text } })
  }
  const email = 'fleet@bench.test'
  const password = 'Bench12345'
  const ip = '192.0.2.241'
  await json(url, '/api/auth/register', { body: { email, name: 'Fleet', password, confirmPassword: password, acceptTerms: true }, ip })
  const mails = await json<{ text: string }[]>(url, `/api/dev/mailbox?to=${encodeURIComponent(email)}`)
  await json(url, '/api/auth/verify', { body: { email, code: /\b(\d{6})\b/.exec(mails[0]?.text ?? '')?.[1] }, ip })
  const owner = await json<{ accessToken: string; user: { _id: string } }>(url, '/api/auth/login', {
    body: { username: email, password },
    ip,
  })
  const topup = { userId: owner.user._id, amount: 1_000_000_000, reason: 'bench' }
  await json(url, '/api/bill/admin-topup', { method: 'PUT', token: admin.accessToken, body: topup })
  const choice = { kind: 'private', ipVersion: 'ipv4', ipMode: 'static', countryCode: COUNTRY, bandwidthTier: 'basic', periodUnit: 'month' }
  for (let order = 0; order < PROXIES / ORDER_SIZE; order++) {
    const body = { ...choice, amount: ORDER_SIZE, periodCount: 1 }
    await json(url, '/api/order/create', { token: owner.accessToken, body, key: `bench-fleet-${order}` })
  }
  return owner.accessToken
}

/** One export: wall time, bytes, lines, and the workerd processes' resident memory sampled while it streams. */
async function timedExport(url: string, token: string, format: string, pids: number[]) {
  const total = () => pids.reduce((sum, pid) => sum + memoryOf(pid).rss, 0)
  const before = total()
  let peak = before
  const sampler = setInterval(() => (peak = Math.max(peak, total())), SAMPLE_MS)
  const started = performance.now()
  const response = await call(url, `/api/bought-proxy/export-all-proxy?format=${format}`, { token })
  let bytes = 0
  let chunks = 0
  let lines = 0
  const reader = response.body?.getReader()
  for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
    chunks++
    bytes += read.value.length
    for (const byte of read.value) if (byte === 10) lines++
  }
  const ms = performance.now() - started
  clearInterval(sampler)
  return { ms, bytes, chunks, lines, before, peak: Math.max(peak, total()) }
}

export async function benchProxies(url: string, wranglerPid?: number): Promise<void> {
  const started = performance.now()
  const token = await fleetOwner(url)
  const setup = (performance.now() - started) / 1000
  // Random pages of 25, sequential: unfiltered (the bought-proxy rows alone answer), and filtered by
  // country and sorted by host (the filter and sort read the joined proxy rows).
  const latencies = async (filter: string) => {
    const page = async () => {
      const at = performance.now()
      const response = await call(url, `/api/bought-proxy/list?page=${1 + Math.floor(Math.random() * (PROXIES / 25))}${filter}`, { token })
      const body = (await response.json()) as { data?: unknown[]; total?: number }
      if (!response.ok || body.total !== PROXIES || body.data?.length !== 25) throw new Error(`list answered ${response.status}`)
      return performance.now() - at
    }
    for (let i = 0; i < LIST_WARMUP; i++) await page()
    const times: number[] = []
    for (let i = 0; i < LIST_SAMPLES; i++) times.push(await page())
    return times.sort((a, b) => a - b)
  }
  const times = await latencies('')
  const filtered = await latencies(`&countryCode=${COUNTRY}&sort=host`)

  const pids = wranglerPid ? workerdPids(wranglerPid) : []
  console.log(
    `\nBought proxies (one customer holding ${PROXIES.toLocaleString('en')}; imported and bought through the API in ${setup.toFixed(0)} s)`,
  )
  console.log(
    `  GET /bought-proxy/list, 25 a page (ms)  p50 ${quantile(times, 0.5).toFixed(1)}  p99 ${quantile(times, 0.99).toFixed(1)}   (${LIST_SAMPLES} sequential, random pages)`,
  )
  console.log(
    `    by country, sorted by host (ms)      p50 ${quantile(filtered, 0.5).toFixed(1)}  p99 ${quantile(filtered, 0.99).toFixed(1)}`,
  )
  for (const format of ['colon', 'csv', 'json']) {
    const run = await timedExport(url, token, format, pids)
    const memory = pids.length ? `  workerd RSS ${mib(run.before)} before, peak ${mib(run.peak)} while streaming` : ''
    console.log(
      `  export-all-proxy ${format.padEnd(5)} ${run.ms.toFixed(0).padStart(6)} ms  ${(run.bytes / 1024).toFixed(0)} KiB, ${run.lines} lines, ${run.chunks} chunks${memory}`,
    )
  }
  if (pids.length) {
    const hwm = pids.reduce((sum, pid) => sum + memoryOf(pid).hwm, 0)
    console.log(`  workerd peak resident size since start (VmHWM, all workerd processes): ${mib(hwm)}`)
  }
}

// Alone: a fresh local Worker of its own, as `npm run bench` starts one.
if (import.meta.main) {
  const { applyMigrations, buildPortal, builtConfig, seedDemo, startWorker } = await import('./local-worker.ts')
  if (!existsSync(builtConfig)) await buildPortal()
  const dir = mkdtempSync(join(tmpdir(), 'bench-proxies-'))
  const persistTo = join(dir, 'state')
  await applyMigrations(persistTo)
  const worker = await startWorker({ port: 8798, persistTo })
  try {
    await seedDemo(worker.url)
    await benchProxies(worker.url, worker.process.pid)
  } finally {
    await worker.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}
