/**
 * Money figures for `npm run bench`: debits per second through one user's UserAccount lock, through
 * 20 users' locks in parallel, and the latency of GET /api/user/me (which carries the balance).
 */
const DEBITS_ONE_USER = 400
const DEBITS_PER_USER = 60
const USERS = 20
const CONCURRENCY = 16
const ME_SAMPLES = 300

type Session = { accessToken: string; user: { _id: string } }

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0

async function post(url: string, path: string, body: unknown, headers: Record<string, string> = {}, method = 'POST') {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`)
  return response.json()
}

async function customer(url: string, n: number): Promise<Session> {
  const email = `payer${n}@bench.test`
  const password = 'Bench12345'
  const ip = { 'cf-connecting-ip': `192.0.2.${n + 1}` }
  await post(url, '/api/auth/register', { email, name: 'Payer', password, confirmPassword: password, acceptTerms: true }, ip)
  const mails = (await (await fetch(`${url}/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as { text: string }[]
  const code = /\b(\d{6})\b/.exec(mails[0]?.text ?? '')?.[1]
  await post(url, '/api/auth/verify', { email, code }, ip)
  return (await post(url, '/api/auth/login', { username: email, password }, ip)) as Session
}

/** Runs `count` tasks, `concurrency` at a time; answers the tasks per second. */
async function rate(count: number, concurrency: number, task: (i: number) => Promise<unknown>): Promise<number> {
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await task(next++)
    }),
  )
  return count / ((performance.now() - started) / 1000)
}

export async function benchMoney(url: string): Promise<void> {
  const admin = (await post(
    url,
    '/api/auth/login',
    { username: 'admin@demo.local', password: 'Admin@12345' },
    { 'cf-connecting-ip': '192.0.2.250' },
  )) as Session
  const adminHeaders = { authorization: `Bearer ${admin.accessToken}` }
  const adjust = (userId: string, amount: number) =>
    post(url, '/api/bill/admin-topup', { userId, amount, reason: 'bench' }, adminHeaders, 'PUT')
  const users = await Promise.all(Array.from({ length: USERS }, (_, n) => customer(url, n)))
  for (const user of users) await adjust(user.user._id, 10_000_000)

  const [first] = users
  if (!first) return
  const oneUser = await rate(DEBITS_ONE_USER, CONCURRENCY, () => adjust(first.user._id, -1_000))
  const parallel = await rate(USERS * DEBITS_PER_USER, CONCURRENCY * 2, (i) => adjust(users[i % USERS]?.user._id ?? '', -1_000))

  const meHeaders = { authorization: `Bearer ${first.accessToken}` }
  const times: number[] = []
  for (let i = 0; i < ME_SAMPLES; i++) {
    const started = performance.now()
    const response = await fetch(`${url}/api/user/me`, { headers: meHeaders })
    await response.arrayBuffer()
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)

  console.log("\nMoney (each debit: one ledger row + balance, one D1 batch inside the user's UserAccount lock)")
  console.log(`  Debits/s, one user, ${CONCURRENCY} callers           ${oneUser.toFixed(0).padStart(7)}   (${DEBITS_ONE_USER} debits)`)
  console.log(
    `  Debits/s, ${USERS} users in parallel              ${parallel.toFixed(0).padStart(7)}   (${USERS * DEBITS_PER_USER} debits)`,
  )
  console.log(
    `  GET /api/user/me (ms)  p50 ${quantile(times, 0.5).toFixed(1)}  p99 ${quantile(times, 0.99).toFixed(1)}   (${ME_SAMPLES} sequential)`,
  )
}
