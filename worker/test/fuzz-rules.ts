import type { MoneyOp } from '../src/money/operations'
import { alsoCommit, bonusOf, freshId, keyedChange, type Model, type Planned, pick, refused, USERS } from './fuzz-model'

/** One step of the fuzz, as data (fast-check generates and shrinks these). User USERS is nobody. */
export type Step =
  | { kind: 'adjust' | 'debit' | 'refund'; user: number; amount: number }
  | { kind: 'purchase'; user: number; amount: number; outcome: 'settle' | 'release' | 'wait' }
  | { kind: 'settle' | 'release' | 'credit' | 'reverse' | 'repeat'; pick: number }
  | { kind: 'bank'; user: number; amount: number; rate: number }

const userIdOf = (model: Model, user: number) => model.users[user] ?? `${model.run}-nobody`

/** What the system must do for a step, by the model's own rules. */
export function plan(model: Model, step: Step): Planned {
  switch (step.kind) {
    case 'adjust':
    case 'debit':
    case 'refund':
      return keyed(model, step)
    case 'purchase':
      return purchase(model, step)
    case 'settle':
    case 'release':
      return resolve(model, step.kind, step.pick)
    case 'credit':
    case 'reverse':
      return topupStep(model, step.kind, step.pick)
    case 'bank': {
      const topupId = freshId(model, 'bank')
      const open = {
        id: topupId,
        method: 'bank' as const,
        amountXu: step.amount,
        paidAmount: step.amount,
        currency: 'VND' as const,
        content: 'fuzz',
      }
      const op: MoneyOp = { ...credit(model, step.user, topupId, step.amount, step.rate), open }
      const planned = keyedChange(model, step.user, op, step.amount + bonusOf(step.amount, step.rate))
      const topup = { user: step.user, amount: step.amount, rate: step.rate, status: 'success' as const }
      return alsoCommit(planned, () => model.topups.set(topupId, topup))
    }
    case 'repeat': {
      const first = pick(model.applied, step.pick)
      if (!first) throw new Error('nothing to repeat')
      return { ops: [first.op], expected: [{ ok: true, transactions: first.transactions }], commit: () => {} }
    }
  }
}

function keyed(model: Model, step: { kind: 'adjust' | 'debit' | 'refund'; user: number; amount: number }): Planned {
  const userId = userIdOf(model, step.user)
  const eventKey = freshId(model, step.kind)
  const op: MoneyOp =
    step.kind === 'adjust'
      ? { kind: 'admin-adjust', userId, eventKey, amount: step.amount, reason: 'fuzz', actorId: 'fuzz-admin' }
      : step.kind === 'debit'
        ? { kind: 'debit', userId, eventKey, amount: step.amount, type: 'buy_proxy_shared', content: 'fuzz order' }
        : { kind: 'refund', userId, eventKey, amount: step.amount, content: 'fuzz refund' }
  if (step.user >= USERS) return refused(op, 'USER_NOT_EXISTS')
  return keyedChange(model, step.user, op, step.kind === 'debit' ? -step.amount : step.amount)
}

/** A purchase as its caller makes it: reserve, then (after the supplier answered) settle or release. */
function purchase(model: Model, step: { user: number; amount: number; outcome: 'settle' | 'release' | 'wait' }): Planned {
  const userId = userIdOf(model, step.user)
  const holdId = freshId(model, 'hold')
  const reserve: MoneyOp = { kind: 'reserve', userId, holdId, amount: step.amount, type: 'buy_proxy_private', content: 'fuzz' }
  if (step.user >= USERS) return refused(reserve, 'USER_NOT_EXISTS')
  const after = (model.balances[step.user] ?? 0) - step.amount
  if (after < 0) return refused(reserve, 'NOT_ENOUGH_MONEY')
  const ops: MoneyOp[] = [reserve]
  if (step.outcome === 'settle') ops.push({ kind: 'settle', userId, holdId })
  if (step.outcome === 'release') ops.push({ kind: 'release', userId, holdId, content: 'supplier failed' })
  const status = step.outcome === 'settle' ? 'settled' : step.outcome === 'release' ? 'released' : 'reserved'
  const back = status === 'released' ? step.amount : 0
  return {
    ops,
    expected: ops.map((_, at) => ({ ok: true, balance: after + (at > 0 ? back : 0) })),
    commit: () => {
      model.balances[step.user] = after + back
      model.holds.set(holdId, { user: step.user, amount: step.amount, status })
    },
  }
}

function resolve(model: Model, kind: 'settle' | 'release', at: number): Planned {
  const [holdId, hold] = pick([...model.holds], at) ?? []
  if (!holdId || !hold) throw new Error('no hold')
  const userId = userIdOf(model, hold.user)
  const op: MoneyOp = kind === 'settle' ? { kind, userId, holdId } : { kind, userId, holdId, content: 'supplier failed' }
  const wanted = kind === 'settle' ? 'settled' : 'released'
  if (hold.status !== 'reserved' && hold.status !== wanted) return refused(op, 'INVALID_INPUT')
  const back = hold.status === 'reserved' && kind === 'release' ? hold.amount : 0
  return {
    ops: [op],
    expected: [{ ok: true }],
    commit: () => {
      model.balances[hold.user] = (model.balances[hold.user] ?? 0) + back
      hold.status = wanted
    },
  }
}

function credit(model: Model, user: number, topupId: string, amountXu: number, vndPerUsd: number) {
  const event = freshId(model, 'provider-event')
  const userId = userIdOf(model, user)
  return { kind: 'credit-topup' as const, userId, eventKey: event, topupId, amountXu, vndPerUsd, providerEventId: event, content: 'fuzz' }
}

/** A provider's event about an opened top-up: its payment (credited once), or its reversal (capped at the balance). */
function topupStep(model: Model, kind: 'credit' | 'reverse', at: number): Planned {
  const [topupId, topup] = pick([...model.topups], at) ?? []
  if (!topupId || !topup) throw new Error('no top-up')
  const owed = topup.amount + bonusOf(topup.amount, topup.rate)
  if (kind === 'credit') {
    const op = credit(model, topup.user, topupId, topup.amount, topup.rate)
    if (topup.status !== 'processing') return refused(op, 'PAYMENT_ALREADY_DONE')
    const planned = keyedChange(model, topup.user, op, owed)
    return alsoCommit(planned, () => {
      topup.status = 'success'
    })
  }
  const op: MoneyOp = {
    kind: 'reverse-topup',
    userId: userIdOf(model, topup.user),
    eventKey: freshId(model, 'reversal'),
    topupId,
    content: 'fuzz',
  }
  if (topup.status === 'processing') return refused(op, 'NOT_HAVE_TRANSACTION')
  const balance = model.balances[topup.user] ?? 0
  const taken = topup.status === 'success' ? Math.min(owed, balance) : 0
  return {
    ops: [op],
    expected: [{ ok: true, ...(topup.status === 'success' && { balance: balance - taken }) }],
    commit: () => {
      model.balances[topup.user] = balance - taken
      topup.status = 'reversed'
    },
  }
}
