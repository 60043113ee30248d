/**
 * The proxy node feed for `npm run bench` (ADR 0018): the node that scripts/bench-proxies.ts filled
 * (10,000 proxies, each sold to one customer) pulls GET /api/sub-server/feed with its own key: the
 * whole feed's time and size, and a 304 for an unchanged one. Prints figures beside their budgets.
 */
import { gzipSync } from 'node:zlib'

const WARMUP = 2
const SAMPLES = 10
/** A feed within the Worker's limits with room: a second of wall time, and a body a node pulls in well under its 15 s poll. */
const FEED_BUDGET_MS = 1000
const FEED_BUDGET_BYTES = 16 * 1024 * 1024
/** A 304 reads the node's one row: it costs what any small request costs here, whatever the node holds. */
const NOT_MODIFIED_BUDGET_MS = 50

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER')

async function adminToken(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': '192.0.2.242' },
    body: JSON.stringify({ username: 'admin@demo.local', password: 'Admin@12345' }),
  })
  return ((await response.json()) as { accessToken: string }).accessToken
}

/** Answers the figures over their budgets (none: an empty list). */
export async function benchFeed(url: string, nodeName = 'bench-fleet'): Promise<string[]> {
  const token = await adminToken(url)
  const auth = { authorization: `Bearer ${token}` }
  const nodes = (await (await fetch(`${url}/api/sub-server/list`, { headers: auth })).json()) as { _id: string; name: string }[]
  const node = nodes.find((one) => one.name === nodeName)
  if (!node) throw new Error(`no node ${nodeName} to pull a feed of`)
  const issued = await fetch(`${url}/api/sub-server/issue-key/${node._id}`, { method: 'POST', headers: auth })
  const { key } = (await issued.json()) as { key: string }
  const pull = async (etag?: string) => {
    const at = performance.now()
    const response = await fetch(`${url}/api/sub-server/feed`, { headers: { 'x-node-key': key, ...(etag && { 'if-none-match': etag }) } })
    const body = await response.arrayBuffer()
    return { ms: performance.now() - at, status: response.status, body, etag: response.headers.get('etag') ?? '' }
  }
  const times: number[] = []
  let last = await pull()
  for (let i = 0; i < WARMUP + SAMPLES; i++) {
    last = await pull()
    if (last.status !== 200) throw new Error(`feed answered ${last.status}`)
    if (i >= WARMUP) times.push(last.ms)
  }
  times.sort((a, b) => a - b)
  const unchanged: number[] = []
  for (let i = 0; i < SAMPLES * 5; i++) {
    const answer = await pull(last.etag)
    if (answer.status !== 304) throw new Error(`an unchanged feed answered ${answer.status}`)
    unchanged.push(answer.ms)
  }
  unchanged.sort((a, b) => a - b)
  const proxies = (JSON.parse(Buffer.from(last.body).toString()) as { proxies: unknown[] }).proxies.length
  const bytes = last.body.byteLength
  const gzip = gzipSync(Buffer.from(last.body)).byteLength
  const p50 = quantile(times, 0.5)
  const p304 = quantile(unchanged, 0.5)
  console.log(`\nProxy node feed (GET /api/sub-server/feed, ${proxies.toLocaleString('en')} proxies each with its holder)`)
  console.log(
    `  whole feed (ms)       p50 ${p50.toFixed(0).padStart(6)}  max ${quantile(times, 1).toFixed(0).padStart(6)}   budget ${FEED_BUDGET_MS}  ${verdict(p50 <= FEED_BUDGET_MS)}`,
  )
  console.log(
    `  size                  ${(bytes / 1024 / 1024).toFixed(2)} MiB (gzip ${(gzip / 1024 / 1024).toFixed(2)} MiB)   budget ${FEED_BUDGET_BYTES / 1024 / 1024} MiB  ${verdict(bytes <= FEED_BUDGET_BYTES)}`,
  )
  console.log(
    `  unchanged, 304 (ms)   p50 ${p304.toFixed(1).padStart(6)}   budget ${NOT_MODIFIED_BUDGET_MS}  ${verdict(p304 <= NOT_MODIFIED_BUDGET_MS)}`,
  )
  return [
    ...(p50 > FEED_BUDGET_MS ? [`node feed of ${proxies} proxies: ${p50.toFixed(0)} ms (budget ${FEED_BUDGET_MS})`] : []),
    ...(bytes > FEED_BUDGET_BYTES ? [`node feed of ${proxies} proxies: ${bytes} bytes (budget ${FEED_BUDGET_BYTES})`] : []),
    ...(p304 > NOT_MODIFIED_BUDGET_MS ? [`unchanged node feed: ${p304.toFixed(1)} ms (budget ${NOT_MODIFIED_BUDGET_MS})`] : []),
  ]
}
