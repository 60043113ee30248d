import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import wranglerToml from '../../wrangler.toml?raw'
import worker from '../src/index'
import { CRON_EVERY_5_MINUTES, CRON_EVERY_MINUTE, jobs, jobsFor } from '../src/jobs/scheduled'
import { holdings } from './ip-change-fixtures'
import { addProxies, bought, choice, customer, seedCatalogue } from './order-fixtures'

beforeEach(seedCatalogue)

const MINUTE = 60_000

/** What Cloudflare does on a trigger: the Worker's scheduled() with that cron, waited for. */
async function fire(cron: string, scheduledTime: number) {
  const ctx = createExecutionContext()
  worker.scheduled(createScheduledController({ scheduledTime, cron }), env, ctx)
  await waitOnExecutionContext(ctx)
}

const orderStatus = async (id: string) =>
  (await env.DB.prepare('SELECT status FROM orders WHERE id = ?').bind(id).first<{ status: string }>())?.status

describe('the cron triggers', () => {
  it('deploys both triggers, and every job runs on exactly one of them', () => {
    const crons = /crons\s*=\s*\[([^\]]*)\]/.exec(wranglerToml)?.[1]?.match(/"[^"]*"/g)
    expect(crons).toEqual([`"${CRON_EVERY_MINUTE}"`, `"${CRON_EVERY_5_MINUTES}"`])
    const minute = jobsFor(CRON_EVERY_MINUTE).map((job) => job.name)
    const five = jobsFor(CRON_EVERY_5_MINUTES).map((job) => job.name)
    expect(minute).toEqual(['ip-auto-change', 'key-rotate', 'trial-expiry', 'usage-window-ends'])
    expect(five).toContain('ledger-reconcile')
    expect([...minute, ...five].sort()).toEqual(jobs.map((job) => job.name).sort())
  })

  it('changes a proxy set to every 7 minutes on the 7th minute, and leaves orders to the five-minute trigger', async () => {
    const now = Date.now() + MINUTE
    await addProxies(6, 'VN')
    const buyer = await customer('cron', 1_000_000)
    const { order } = await bought(buyer, choice({ amount: 1 }))
    const [held] = await holdings(buyer.id)
    if (!held) throw new Error('nothing bought')
    await env.DB.prepare("UPDATE bought_proxies SET ip_change_mode = 'auto', ip_change_interval = 7, created_at = ? WHERE id = ?")
      .bind(now - 6 * MINUTE, held.id)
      .run()

    await fire(CRON_EVERY_MINUTE, now)
    expect((await holdings(buyer.id))[0]?.proxyId).toBe(held.proxyId)
    await fire(CRON_EVERY_MINUTE, now + MINUTE)
    const changed = (await holdings(buyer.id))[0]
    expect(changed?.proxyId).not.toBe(held.proxyId)
    expect(changed?.ipChangedAt).toBe(now + MINUTE)

    // The order ended a minute ago: the minute trigger does not expire it, the five-minute one does.
    await env.DB.prepare('UPDATE orders SET expires_at = ? WHERE id = ?')
      .bind(now + MINUTE, order._id)
      .run()
    await fire(CRON_EVERY_MINUTE, now + 2 * MINUTE)
    expect(await orderStatus(order._id)).toBe('using')
    // Due again 7 minutes after its change, but the five-minute trigger does not run IP changes: no double runs.
    await fire(CRON_EVERY_5_MINUTES, now + 8 * MINUTE)
    expect(await orderStatus(order._id)).toBe('expired')
    expect((await holdings(buyer.id))[0]?.proxyId).toBe(changed?.proxyId)
  })
})
