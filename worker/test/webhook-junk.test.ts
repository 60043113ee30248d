import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { balanceOf } from './money'
import { billCodeOf, customer, deliver, sepayDelivery } from './provider-deliveries'
import { request } from './worker'

/** Every webhook and callback a provider posts to; each is open to anyone on the internet. */
const WEBHOOKS = [
  '/api/bill/webhook/sepay',
  '/api/bill/webhook/casso',
  '/api/user/paypal-webhook',
  '/api/user/momo-ipn',
  '/api/user/credit-card-webhook',
  '/api/user/bytepay-webhook',
  '/api/user/tazapay-webhook',
  '/api/user/zpayment-webhook',
  '/api/user/perfect-money-complete-payment',
]

const filler = 'x'.repeat(20_000)

/** About 20 KB that looks like a provider's message, with headers that look like a signature. */
function junk(path: string, n: number, sender: string): RequestInit {
  const headers: Record<string, string> = {
    'cf-connecting-ip': sender,
    authorization: `Apikey junk-${n}`,
    'x-sepay-signature': `sha256=${'0'.repeat(64)}`,
    'x-sepay-timestamp': String(Math.floor(Date.now() / 1000)),
    'x-casso-signature': `t=${Date.now()},v1=${'0'.repeat(128)}`,
    'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
    'x-signature': '0'.repeat(64),
    'paypal-transmission-id': crypto.randomUUID(),
    'paypal-transmission-time': new Date().toISOString(),
    'paypal-transmission-sig': btoa('junk'),
    'paypal-cert-url': 'https://evil.example/cert.pem',
    'paypal-auth-algo': 'SHA256withRSA',
  }
  if (path.includes('perfect-money')) {
    const form = new URLSearchParams({ PAYMENT_ID: `p${n}`, PAYMENT_BATCH_NUM: String(n), V2_HASH: 'A'.repeat(32), junk: filler })
    return { method: 'POST', headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() }
  }
  const body = { id: n, error: 0, data: { id: n, amount: 1, description: filler }, transferType: 'in', transferAmount: 1, filler }
  return { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) }
}

/** The database's size in bytes, as D1 reports it after a statement. */
async function databaseSize(): Promise<number> {
  const { meta } = await env.DB.prepare('SELECT 1').run()
  return meta.size_after
}

async function rowCounts(): Promise<Record<string, number>> {
  const { results } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'",
  ).all<{ name: string }>()
  const counts: Record<string, number> = {}
  for (const { name } of results) {
    const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM "${name}"`).first<{ n: number }>()
    counts[name] = row?.n ?? 0
  }
  return counts
}

/** Issue 12, item 1: no anonymous storage growth through the webhooks. */
// Hundreds of requests at once: on a busy 2-core machine this takes longer than the default 5 s.
describe('webhooks under junk', { timeout: 60_000 }, () => {
  it('200 parallel 20 KB junk posts to every webhook keep nothing but a few counters; none answers 2xx or 500', async () => {
    const before = { size: await databaseSize(), rows: await rowCounts() }
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, n) => {
        const path = WEBHOOKS[n % WEBHOOKS.length] ?? ''
        return request(path, junk(path, n, '198.51.100.23')).then(async (answer) => ({
          path,
          status: answer.status,
          body: await answer.text(),
        }))
      }),
    )
    for (const answer of answers) expect([400, 401, 429], JSON.stringify(answer).slice(0, 300)).toContain(answer.status)
    const after = { size: await databaseSize(), rows: await rowCounts() }
    // At most a page or two for the counters; on the old code this was several megabytes of kept bodies.
    expect(after.size - before.size).toBeLessThanOrEqual(8192)
    const grown = Object.entries(after.rows).filter(([table, n]) => n !== before.rows[table])
    expect(grown).toEqual([['rate_limit_buckets', (before.rows.rate_limit_buckets ?? 0) + WEBHOOKS.length]])
  })

  it('a sender whose messages keep failing is refused before they are read; a provider sending only good messages never is', async () => {
    const path = '/api/bill/webhook/sepay'
    const refused: number[] = []
    for (let n = 0; n < 25; n++) refused.push((await request(path, junk(path, n, '198.51.100.24'))).status)
    expect(refused.slice(0, 20)).toEqual(Array(20).fill(401))
    expect(refused.slice(20)).toEqual(Array(5).fill(429))
    // The limit is per provider: the same sender's junk to Casso is still only refused for its signature.
    expect((await request('/api/bill/webhook/casso', junk('/api/bill/webhook/casso', 99, '198.51.100.24'))).status).toBe(401)

    const buyer = await customer()
    const code = await billCodeOf(buyer.auth)
    const good = await Promise.all(
      Array.from({ length: 40 }, async (_, n) => {
        const delivery = await sepayDelivery({ id: 80_000 + n, reference: `FT8${n}`, amount: 10_000, content: `nap ${code}` })
        return deliver({ ...delivery, headers: { ...delivery.headers, 'cf-connecting-ip': '198.51.100.25' } })
      }),
    )
    expect(good.map((answer) => answer.status)).toEqual(Array(40).fill(200))
    expect(await balanceOf(buyer.userId)).toBe(400_000)
  })
})
