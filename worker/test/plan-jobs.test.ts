import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { TRIAL_MS } from '../src/contract/plans'
import { PLAN_KEPT_MS, planJobs, STALE_CHANGE_MS } from '../src/jobs/plan-expiry'
import { jobs, runScheduled } from '../src/jobs/scheduled'
import { expectError } from './accounts'
import {
  addSharedProxies,
  boughtPlan,
  type Customer,
  callAs,
  customer,
  myPlan,
  myTrial,
  okJson,
  seedSharedShop,
  setPlanEnd,
} from './plan-fixtures'

/** Everything the plan jobs may change, to compare runs. */
async function snapshot() {
  const all = async (query: string) => (await env.DB.prepare(query).all()).results
  return {
    plans: await all('SELECT id, status, expires_at, released_at, updated_at FROM plans ORDER BY id'),
    trials: await all('SELECT id, status FROM trials ORDER BY id'),
    assignments: await all('SELECT id, released FROM shared_assignments ORDER BY id'),
  }
}

/** The jobs at one moment: twice at once, then once more; every run must leave the same state. */
async function runTwiceAndConcurrently(now: number) {
  await Promise.all([runScheduled(env, now, planJobs), runScheduled(env, now, planJobs)])
  const first = await snapshot()
  await runScheduled(env, now, planJobs)
  expect(await snapshot()).toEqual(first)
  return first
}

describe('the plan and trial jobs', () => {
  let buyer: Customer
  let trier: Customer
  let planId: string
  let end: number
  beforeEach(async () => {
    await seedSharedShop()
    await addSharedProxies(60, 'US')
    buyer = await customer('job-buyer', 3_000_000)
    trier = await customer('job-trier')
    planId = (await boughtPlan(buyer)).plan._id
    await okJson(callAs(trier, 'trial/create', {}))
    end = Date.now() - 60_000
    await setPlanEnd(planId, end)
  })

  it('are on the cron list', () => {
    expect(jobs.map((job) => job.name)).toEqual(expect.arrayContaining(planJobs.map((job) => job.name)))
  })

  it('expire a plan at its end and keep its proxies 3 days, then give them back', async () => {
    const expired = await runTwiceAndConcurrently(Date.now())
    expect(expired.plans).toMatchObject([{ status: 'expired', released_at: null }])
    expect((await myPlan(buyer)).proxies).toHaveLength(50)
    await expectError(callAs(buyer, 'plan/increase-amount', { amount: 50 }), 400, 'ORDER_EXPIRED')

    const later = end + PLAN_KEPT_MS + 1000
    const released = await runTwiceAndConcurrently(later)
    expect(released.plans).toMatchObject([{ status: 'expired', released_at: later }])
    expect((await myPlan(buyer)).proxies).toHaveLength(0)
    await expectError(callAs(buyer, 'plan/synchronized-plan', {}), 400, 'ORDER_EXPIRED')

    // Renewing claims fresh proxies.
    const { plan } = await okJson<{ plan: { status: string; releasedAt: number | null } }>(
      callAs(buyer, 'plan/renew', { periodUnit: 'month', periodCount: 1 }),
    )
    expect(plan).toMatchObject({ status: 'using', releasedAt: null })
    expect((await myPlan(buyer)).proxies).toHaveLength(50)
  })

  it('end a trial at its time, giving its proxies back', async () => {
    const trial = await myTrial(trier)
    expect(trial).toMatchObject({ status: 'trying' })
    expect(trial?.proxies).toHaveLength(10)
    const before = await runTwiceAndConcurrently((trial?.expiresAt ?? 0) - 1)
    expect(before.trials).toMatchObject([{ status: 'trying' }])
    const after = await runTwiceAndConcurrently((trial?.createdAt ?? 0) + TRIAL_MS)
    expect(after.trials).toMatchObject([{ status: 'expired' }])
    expect(await myTrial(trier)).toMatchObject({ status: 'expired', proxies: [] })
    expect(
      (await env.DB.prepare("SELECT COUNT(*) AS n FROM shared_assignments WHERE owner_type = 'trial' AND released = 0").first())?.n,
    ).toBe(0)
  })

  it('take off a change mark left by a call that died, but not one that is running', async () => {
    const now = Date.now()
    await env.DB.prepare("UPDATE plans SET status = 'renewing', updated_at = ? WHERE id = ?").bind(now, planId).run()
    const running = await runTwiceAndConcurrently(now + STALE_CHANGE_MS - 1)
    expect(running.plans).toMatchObject([{ status: 'renewing' }])
    const stale = await runTwiceAndConcurrently(now + STALE_CHANGE_MS)
    expect(stale.plans).toMatchObject([{ status: 'expired' }])
  })
})
