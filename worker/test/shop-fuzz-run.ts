import { env } from 'cloudflare:workers'
import { expect } from 'vitest'
import { database } from '../src/db/client'
import { setKeysAutoRenew } from '../src/keys/key-settings'
import type { MoneyOp } from '../src/money/operations'
import { setAutoRenew } from '../src/orders/auto-renew-flag'
import { runAdminStep } from './shop-fuzz-admin'
import { payInLock, plainVia } from './shop-fuzz-callers'
import { type CallStep, makeCall } from './shop-fuzz-calls'
import { evict, type Fault, faultyVia } from './shop-fuzz-faults'
import { runJobs, tickModel } from './shop-fuzz-jobs'
import { planKeyCall } from './shop-fuzz-key-rules'
import { charge, freshKey, type OrderM, pick, type Seen, type ShopModel, USERS } from './shop-fuzz-model'
import { planOrderCall } from './shop-fuzz-order-rules'
import { planPlanCall } from './shop-fuzz-plan-rules'
import { replayable, resolveCall, type Step } from './shop-fuzz-steps'

/** An answer reduced to what the model expects of it (an id or a balance only where it knows them). */
function expectSeen(seen: Seen, expected: Seen): void {
  const shown: Seen = seen.ok
    ? {
        ok: true,
        ...(expected.ok && expected.id !== undefined && { id: seen.id }),
        ...(expected.ok && expected.balance !== undefined && { balance: seen.balance }),
      }
    : seen
  expect(shown, JSON.stringify(seen)).toEqual(expected)
}

/** A call as a client makes it: a faulted first attempt (its answer never arrives), then the same call again with the same key. */
async function attempt(step: CallStep, fault: Fault, userId: string, now: number, key: string | undefined): Promise<Seen> {
  if (fault === 'evicted-before') await evict(userId)
  else if (fault !== 'none') await makeCall(step, faultyVia(fault), userId, now, key).catch(() => undefined)
  return makeCall(step, plainVia(), userId, now, key)
}

function planCall(model: ShopModel, call: CallStep, fault: Fault) {
  if (call.kind === 'plan-create' || call.kind === 'plan-change') return planPlanCall(model, call, fault)
  if (call.kind === 'key-buy' || call.kind === 'key-renew') return planKeyCall(model, call)
  return planOrderCall(model, call)
}

async function paidCall(model: ShopModel, call: CallStep, keyed: boolean, fault: Fault): Promise<Seen> {
  const key = keyed ? freshKey(model, 'idempotency-key') : undefined
  // Without a key a retry would be another call: only eviction applies then.
  const hit: Fault = key || fault === 'evicted-before' ? fault : 'none'
  const planned = planCall(model, call, hit)
  const seen = await attempt(call, hit, model.users[call.user] ?? '', model.now, key)
  expectSeen(seen, planned.expected)
  await planned.commit(seen)
  if (key) model.made.push({ step: call, user: call.user, key, epoch: model.epoch, seen, locked: planned.locked })
  return seen
}

/** Turns an order's auto-renewal on or off, as its owner or someone else; turning it on forgets a failed auto-renewal. */
async function setFlag(model: ShopModel, order: OrderM, user: number, on: boolean): Promise<void> {
  const row = await setAutoRenew(database(env.DB), model.users[user] ?? '', order.id, on, model.now)
  expect(row?.id ?? null, 'auto-renew of an order').toBe(user === order.user ? order.id : null)
  if (user === order.user) Object.assign(order, { autoRenew: on }, on && { failedFor: null })
}

/** Turns a key's auto-renewal on or off, as its holder or someone else (NOT_FOUND), mostly of a key in use; on forgets a failure. */
async function setKeyFlag(model: ShopModel, at: number, stranger: number, on: boolean): Promise<void> {
  const keys = [...model.keys.values()]
  const using = keys.filter((key) => key.status === 'using')
  const key = pick(using.length > 0 && at % 4 > 0 ? using : keys, at)
  if (!key) throw new Error('no key')
  const user = (key.user + stranger) % USERS
  const answer = await setKeysAutoRenew(database(env.DB), model.users[user] ?? '', [key.id], on, model.now)
  const mine = user === key.user && !key.released
  expect(answer, 'auto-renew of a key').toEqual(mine ? { ok: true, value: { updated: 1 } } : { ok: false, code: 'NOT_FOUND' })
  if (mine) Object.assign(key, { autoRenew: on }, on && { failedFor: null })
}

/**
 * The same call again with the same key. A call that was made answers as the first time and changes
 * nothing more (a plan bought answers today's balance); one whose refusal the lock keeps answers it
 * again whenever it gets as far as the lock. A call a rule refused before the lock was never made:
 * its replay is a new attempt, judged by the rules as they are now.
 */
async function replay(model: ShopModel, at: number): Promise<void> {
  const made = pick(replayable(model), at)
  if (!made) throw new Error('nothing to replay')
  const call = made.step as CallStep
  const send = () => makeCall(call, plainVia(), model.users[made.user] ?? '', model.now, made.key)
  if (made.seen.ok) {
    const expected = call.kind === 'plan-create' ? { ...made.seen, balance: model.balances[made.user] } : made.seen
    return expectSeen(await send(), expected)
  }
  const planned = planCall(model, call, 'none')
  if (made.locked && planned.locked) return expectSeen(await send(), made.seen)
  const seen = await send()
  expectSeen(seen, planned.expected)
  await planned.commit(seen)
  Object.assign(made, { seen, locked: planned.locked })
}

/** A refund or an admin's add or deduct, straight through the user's lock as the money fuzz sends them; a deduction never goes below 0. */
async function moneyStep(model: ShopModel, user: number, op: MoneyOp, delta: number, fault: Fault): Promise<void> {
  if (fault === 'evicted-before') await evict(op.userId)
  else if (fault !== 'none')
    await faultyVia(fault)
      .pay(op.userId, op, model.now)
      .catch(() => undefined)
  const answer = await payInLock(op.userId, op, model.now)
  const after = (model.balances[user] ?? 0) + delta
  const seen: Seen = answer.ok ? { ok: true, balance: answer.value.balance } : { ok: false, code: answer.code }
  expectSeen(seen, after < 0 ? { ok: false, code: 'NOT_ENOUGH_MONEY' } : { ok: true, balance: after })
  if (!answer.ok) return
  charge(model, user, -delta)
  model.applied.push({ op, transactions: answer.value.transactions, seen })
}

export async function runStep(model: ShopModel, step: Step, fault: Fault): Promise<void> {
  const call = resolveCall(model, step)
  if (call) {
    const keyed = step.kind === 'buy' || step.kind === 'buy-package' || step.kind === 'key-buy' ? step.keyed : true
    const seen = await paidCall(model, call, keyed, fault)
    const bought = seen.ok && step.kind === 'buy' && step.autoRenew ? model.orders.get(seen.id ?? '') : undefined
    if (bought) await setFlag(model, bought, bought.user, true)
    return
  }
  const orders = [...model.orders.values()]
  switch (step.kind) {
    case 'auto-renew': {
      // Mostly of an order in use, where the flag matters.
      const using = orders.filter((order) => order.status === 'using')
      const order = pick(using.length > 0 && step.pick % 4 > 0 ? using : orders, step.pick)
      if (!order) throw new Error('no order')
      return setFlag(model, order, (order.user + step.stranger) % USERS, step.on)
    }
    case 'key-auto-renew':
      return setKeyFlag(model, step.pick, step.stranger, step.on)
    case 'refund': {
      const order = pick(orders, step.pick)
      if (!order) throw new Error('no order')
      const userId = model.users[order.user] ?? ''
      const eventKey = freshKey(model, 'refund')
      const op: MoneyOp = {
        kind: 'refund',
        userId,
        eventKey,
        amount: step.amount,
        content: 'fuzz refund',
        refType: 'order',
        refId: order.id,
      }
      return moneyStep(model, order.user, op, step.amount, fault)
    }
    case 'adjust': {
      const userId = model.users[step.user] ?? ''
      const eventKey = freshKey(model, 'adjust')
      const balance = model.balances[step.user] ?? 0
      const amount = step.all && balance > 0 ? -balance : step.amount
      const op: MoneyOp = { kind: 'admin-adjust', userId, eventKey, amount, reason: 'fuzz', actorId: 'fuzz-admin' }
      return moneyStep(model, step.user, op, amount, fault)
    }
    case 'admin-extend':
    case 'admin-cancel':
      return runAdminStep(model, step, fault)
    case 'replay':
      return replay(model, step.pick)
    case 'repeat-event': {
      const first = pick(model.applied, step.pick)
      if (!first) throw new Error('nothing to repeat')
      const answer = await payInLock(first.op.userId, first.op, model.now)
      expect(answer, 'a repeated event answers as the first time').toEqual({
        ok: true,
        value: { transactions: first.transactions, balance: first.seen.ok ? first.seen.balance : -1 },
      })
      return
    }
    case 'tick': {
      model.now += step.by
      model.epoch++
      tickModel(model)
      await runJobs(model.now, step.twice)
      return
    }
  }
}
