import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { jobs, runScheduled } from '../src/jobs/scheduled'
import { expectOneHolderEach, type Holding, holdings, insertHoldings } from './ip-change-fixtures'
import { addProxies, bought, type Customer, choice, customer, days, seedCatalogue } from './order-fixtures'

beforeEach(seedCatalogue)

const ipJobs = jobs.filter((job) => job.name === 'ip-auto-change')
const MINUTE = 60_000

type Mode = 'once' | 'twice' | 'concurrently'
async function tick(now: number, mode: Mode) {
  if (mode === 'concurrently') await Promise.all([runScheduled(env, now, ipJobs), runScheduled(env, now, ipJobs)])
  else for (let run = 0; run < (mode === 'twice' ? 2 : 1); run++) await runScheduled(env, now, ipJobs)
}

const set = (id: string, columns: string, ...values: unknown[]) =>
  env.DB.prepare(`UPDATE bought_proxies SET ${columns} WHERE id = ?`)
    .bind(...values, id)
    .run()

/** Six proxies of one customer, one of each case the job must tell apart. */
async function scenario(now: number) {
  await addProxies(12, 'VN')
  const buyer = await customer('auto', 1_000_000)
  await bought(buyer, choice({ amount: 6 }))
  const [autoDue, autoLater, manual, stale, running, expired] = (await holdings(buyer.id)).map((held) => held.id) as string[]
  const ago = (minutes: number) => now - minutes * MINUTE
  await set(autoDue as string, "ip_change_mode = 'auto', ip_change_interval = 5, created_at = ?", ago(6))
  await set(autoLater as string, "ip_change_mode = 'auto', ip_change_interval = 60, created_at = ?", ago(6))
  await set(manual as string, 'created_at = ?', ago(600))
  // A change whose call died 6 minutes ago, and one asked for a minute ago that is still running.
  await set(stale as string, "ip_change_status = 'changing', ip_change_requested_at = ?", ago(6))
  await set(running as string, "ip_change_status = 'changing', ip_change_requested_at = ?", ago(1))
  await set(expired as string, "status = 'expired', ip_change_mode = 'auto', ip_change_interval = 5, created_at = ?", ago(60))
  const names = { autoDue, autoLater, manual, stale, running, expired } as Record<string, string>
  return { buyer, names, before: await holdings(buyer.id) }
}

/** What the job changed, per case, without the random addresses it picked. */
async function state(buyer: Customer, names: Record<string, string>, before: Holding[]) {
  const now = await holdings(buyer.id)
  const seen: Record<string, unknown> = {}
  for (const [name, id] of Object.entries(names)) {
    const was = before.find((held) => held.id === id)
    const is = now.find((held) => held.id === id)
    seen[name] = { status: is?.ipChangeStatus, moved: is?.proxyId !== was?.proxyId, changedAt: is?.ipChangedAt ?? null }
  }
  const free = await env.DB.prepare("SELECT COUNT(*) AS n FROM proxies WHERE status = 'free'").first<{ n: number }>()
  return { seen, free: free?.n }
}

describe('the IP-change job', () => {
  it.each(['once', 'twice', 'concurrently'] as Mode[])(
    'changes due automatic proxies and finishes dead changes, the same run %s',
    async (mode) => {
      const now = Date.now() + MINUTE
      const { buyer, names, before } = await scenario(now)
      await tick(now, mode)
      const idle = { status: 'idle', moved: false, changedAt: null }
      expect(await state(buyer, names, before)).toEqual({
        seen: {
          autoDue: { status: 'changed', moved: true, changedAt: now },
          autoLater: idle,
          manual: idle,
          stale: { status: 'changed', moved: true, changedAt: now },
          running: { status: 'changing', moved: false, changedAt: null },
          expired: idle,
        },
        free: 6,
      })
      await expectOneHolderEach()

      // Five minutes later the automatic one is due again; nothing else is.
      const later = now + 5 * MINUTE
      const between = await holdings(buyer.id)
      await tick(later, mode)
      const after = await state(buyer, names, between)
      expect(after.seen).toMatchObject({ autoDue: { status: 'changed', moved: true, changedAt: later }, autoLater: idle, manual: idle })
      // The running mark is now 6 minutes old: the job finished it too.
      expect(after.seen).toMatchObject({ running: { status: 'changed', moved: true, changedAt: later } })
      await expectOneHolderEach()
    },
  )

  it('rolls a dead change back to the status it had when no address is free', async () => {
    await addProxies(2, 'VN')
    const buyer = await customer('stuck', 1_000_000)
    await bought(buyer, choice({ amount: 2 }))
    const [never, once] = (await holdings(buyer.id)).map((held) => held.id) as string[]
    const now = Date.now()
    await set(never as string, "ip_change_status = 'changing', ip_change_requested_at = ?", now - 6 * MINUTE)
    await set(
      once as string,
      "ip_change_status = 'changing', ip_change_requested_at = ?, ip_changed_at = ?",
      now - 6 * MINUTE,
      now - days(1),
    )
    await tick(now, 'once')
    const after = await holdings(buyer.id)
    expect(after.map((held) => [held.id, held.ipChangeStatus])).toEqual(
      expect.arrayContaining([
        [never, 'idle'],
        [once, 'changed'],
      ]),
    )
    await expectOneHolderEach()
  })

  it('changes at most 200 proxies a tick; the rest change on the next', async () => {
    const buyer = await customer('fleet', 0)
    const now = Date.now()
    const specs = Array.from({ length: 205 }, (_, at) => ({
      host: `10.30.${Math.floor(at / 250)}.${(at % 250) + 1}`,
      httpPort: 8000,
      socksPort: null,
      username: `a${at}`,
      password: `Password${at}`,
      expiresAt: now + days(30),
      ipChangeMode: 'auto' as const,
      ipChangeInterval: 5,
      createdAt: now - 10 * MINUTE,
    }))
    await insertHoldings(buyer.id, specs)
    await addProxies(420, 'VN')
    const changed = async () => (await holdings(buyer.id)).filter((held) => held.ipChangeStatus === 'changed').length
    await tick(now, 'once')
    expect(await changed()).toBe(200)
    await tick(now + 1, 'once')
    expect(await changed()).toBe(205)
    await expectOneHolderEach()
  })
})
