import { env } from 'cloudflare:workers'
import { jobs } from '../src/jobs/scheduled'
import { charge, type ShopModel } from './shop-fuzz-model'
import { DAY_MS, periodLength } from './shop-fuzz-prices'
import { KEY_PACKAGE } from './shop-fuzz-shop'

const KEEP_EXPIRED_MS = 3 * DAY_MS
const AUTO_RENEW_AHEAD_MS = DAY_MS

/**
 * The order, key, plan, trial and agency commission jobs of `scheduled()`, in its order (the others are
 * about payments and invoices; keys' rotation moves exits, not money). Commissions go to an agent
 * outside the model: the model's balances never see them.
 */
const shopJobs = jobs.filter((job) => /^(order|plan|trial|agency)-|^key-(auto-renew|expire|release)$/.test(job.name))

/**
 * One cron tick at `now`, once or twice at the same time (every job must be safe to run twice or
 * concurrently). Each job is called directly, so a failure fails the step (runScheduled would only log it).
 */
export async function runJobs(now: number, twice: boolean): Promise<void> {
  const tick = async () => {
    for (const job of shopJobs) await job.run(env, now)
  }
  await Promise.all(twice ? [tick(), tick()] : [tick()])
}

/**
 * What the tick must do, by the model's rules, in the jobs' order: auto-renew from the balance what
 * ends within a day (short of money: not tried again for that end), expire what ended, release
 * (back to the pool) what expired 3 days ago; plan marks left by a dead call taken off, plans
 * expired, their proxies released 3 days later.
 */
export function tickModel(model: ShopModel): void {
  const now = model.now
  const orders = [...model.orders.values()]
  const due = orders
    .filter(
      (o) =>
        o.status === 'using' && o.autoRenew && o.expiresAt > now && o.expiresAt <= now + AUTO_RENEW_AHEAD_MS && o.failedFor !== o.expiresAt,
    )
    .sort((a, b) => a.expiresAt - b.expiresAt)
  for (const order of due) {
    if ((model.balances[order.user] ?? 0) < order.renewPrice) order.failedFor = order.expiresAt
    else {
      charge(model, order.user, order.renewPrice)
      order.expiresAt += periodLength(order.period)
    }
  }
  for (const order of orders) if (order.status === 'using' && order.expiresAt <= now) order.status = 'expired'
  for (const order of orders) {
    if (order.status !== 'expired' || order.released || order.expiresAt > now - KEEP_EXPIRED_MS) continue
    order.released = true
    model.stock[order.country] += order.amount
  }
  tickKeys(model)
  for (const plan of model.plans.values()) {
    // A mark is at most minutes old and a tick hours later: every one left is stale.
    if (plan.status !== 'using' && plan.status !== 'expired') plan.status = plan.expiresAt <= now ? 'expired' : 'using'
    if (plan.status === 'using' && plan.expiresAt <= now) plan.status = 'expired'
    if (plan.status !== 'expired' || plan.releasedAt !== null || plan.expiresAt > now - KEEP_EXPIRED_MS) continue
    plan.releasedAt = now
    for (const id of plan.proxies) model.owners.set(id, (model.owners.get(id) ?? 0) - 1)
    plan.proxies = new Set()
  }
}

/** Keys as the orders, after them: auto-renewed within a day of their end (short: not again for that end), expired, released 3 days on. */
function tickKeys(model: ShopModel): void {
  const now = model.now
  const keys = [...model.keys.values()]
  const due = keys
    .filter(
      (k) =>
        k.status === 'using' && k.autoRenew && k.expiresAt > now && k.expiresAt <= now + AUTO_RENEW_AHEAD_MS && k.failedFor !== k.expiresAt,
    )
    .sort((a, b) => a.expiresAt - b.expiresAt || a.id.localeCompare(b.id))
  for (const key of due) {
    if ((model.balances[key.user] ?? 0) < KEY_PACKAGE.renewPrice) key.failedFor = key.expiresAt
    else {
      charge(model, key.user, KEY_PACKAGE.renewPrice)
      key.expiresAt += periodLength(KEY_PACKAGE.period)
    }
  }
  for (const key of keys) if (key.status === 'using' && key.expiresAt <= now) key.status = 'expired'
  for (const key of keys) {
    if (key.status !== 'expired' || key.released || key.expiresAt > now - KEEP_EXPIRED_MS) continue
    key.released = true
    model.keyStock++
  }
}
