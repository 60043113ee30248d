import type { TransactionView } from '../src/contract/ledger'
import type { MoneyOp } from '../src/money/operations'

/**
 * The reference model of the money fuzz: what 20 users' balances, holds and top-ups must be, kept
 * by plain arithmetic, independent of the ledger code. The run's ids are fresh, so runs share a database.
 */
export type Model = {
  run: string
  users: string[]
  balances: number[]
  holds: Map<string, { user: number; amount: number; status: 'reserved' | 'settled' | 'released' }>
  topups: Map<string, { user: number; amount: number; rate: number; status: 'processing' | 'success' | 'reversed' }>
  /** Events applied once, with their first answer: what a duplicate (a repeated webhook, a retry) must get. */
  applied: { op: MoneyOp; transactions: TransactionView[] }[]
  next: number
}

export const USERS = 20

export function emptyModel(run: string): Model {
  const users = Array.from({ length: USERS }, (_, at) => `${run}-user-${at}`)
  return { run, users, balances: users.map(() => 0), holds: new Map(), topups: new Map(), applied: [], next: 0 }
}

export const freshId = (model: Model, what: string) => `${model.run}:${what}:${model.next++}`

/** The promotion of the spec: over 44 USD 10%, over 220 USD 15%, rounded down, at the top-up's rate. */
export const bonusOf = (xu: number, rate: number) =>
  xu > 220 * rate ? Math.floor((xu * 15) / 100) : xu > 44 * rate ? Math.floor(xu / 10) : 0

/** What a step must answer: a refusal code, or success with (where it is defined) the balance after it. */
export type Expected = { ok: true; balance?: number; transactions?: TransactionView[] } | { ok: false; code: string }

/** A step planned against the model: the operations a caller sends, what each must answer, and the model's change. */
export type Planned = {
  ops: MoneyOp[]
  expected: Expected[]
  commit: (answers: TransactionView[][]) => void
}

export const refused = (op: MoneyOp, code: string): Planned => ({ ops: [op], expected: [{ ok: false, code }], commit: () => {} })

/** A change of one balance by a keyed event: refused when it would go below 0, else applied and remembered. */
export function keyedChange(model: Model, user: number, op: MoneyOp, delta: number): Planned {
  const after = (model.balances[user] ?? 0) + delta
  if (after < 0) return refused(op, 'NOT_ENOUGH_MONEY')
  return {
    ops: [op],
    expected: [{ ok: true, balance: after }],
    commit: ([transactions]) => {
      model.balances[user] = after
      model.applied.push({ op, transactions: transactions ?? [] })
    },
  }
}

/** A planned step whose success changes one more thing in the model. */
export const alsoCommit = (planned: Planned, more: () => void): Planned => ({
  ...planned,
  commit: (answers) => {
    planned.commit(answers)
    more()
  },
})

export const pick = <T>(items: T[], at: number): T | undefined => items[at % Math.max(items.length, 1)]
