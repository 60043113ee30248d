import { env } from 'cloudflare:workers'
import fc from 'fast-check'
import { database } from '../src/db/client'
import { openTopup } from '../src/money/topups'
import { expectAnswers, expectModelMatches } from './fuzz-checks'
import { type Fault, faults, runWithFault } from './fuzz-faults'
import { type Model, USERS } from './fuzz-model'
import { plan, type Step } from './fuzz-rules'

type Real = Record<string, never>

/** A step through the users' locks, maybe hit by a fault and retried, then the whole state checked. */
class MoneyCommand implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly step: Step,
    readonly fault: Fault,
  ) {}

  check(model: Readonly<Model>): boolean {
    if (this.step.kind === 'settle' || this.step.kind === 'release') return model.holds.size > 0
    if (this.step.kind === 'credit' || this.step.kind === 'reverse') return model.topups.size > 0
    if (this.step.kind === 'repeat') return model.applied.length > 0
    return true
  }

  async run(model: Model): Promise<void> {
    const planned = plan(model, this.step)
    const answers = await runWithFault(planned.ops, this.fault)
    expectAnswers(answers, planned.expected)
    planned.commit(answers.map((answer) => (answer.ok ? answer.value.transactions : [])))
    await expectModelMatches(model)
  }

  toString = () => `${JSON.stringify(this.step)}${this.fault === 'none' ? '' : ` !${this.fault}`}`
}

/** A payment started (a PayPal order, a card checkout): a top-up waiting for its provider's event. */
class OpenTopup implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly user: number,
    readonly amount: number,
    readonly rate: number,
  ) {}

  check = () => true

  async run(model: Model): Promise<void> {
    const userId = model.users[this.user] ?? ''
    const values = { userId, method: 'paypal' as const, amountXu: this.amount, paidAmount: this.amount, currency: 'USD' as const }
    const topup = await openTopup(database(env.DB), { ...values, vndPerUsd: this.rate, content: 'fuzz' }, Date.now())
    model.topups.set(topup.id, { user: this.user, amount: this.amount, rate: this.rate, status: 'processing' })
  }

  toString = () => `open(user ${this.user}, ${this.amount} at ${this.rate})`
}

// Most steps go to a few users, so that they meet (a credit, then a debit retried, then a reversal).
const user = fc.oneof({ weight: 3, arbitrary: fc.integer({ min: 0, max: 2 }) }, fc.integer({ min: 0, max: USERS - 1 }))
const anyone = fc.oneof({ weight: 12, arbitrary: user }, fc.constant(USERS))
const xu = fc.oneof(fc.integer({ min: 1, max: 3_000_000 }), fc.constantFrom(1, 100_000, 1_000_000))
// Around the promotion's thresholds at both rates: 44 and 220 USD.
const topupXu = fc.oneof(
  fc.constantFrom(10_000, 1_100_000, 1_100_001, 1_144_000, 1_144_001, 5_500_001, 5_720_000, 5_720_001),
  fc.integer({ min: 10_000, max: 8_000_000 }),
)
const rate = fc.constantFrom(26_000, 25_000)
const fault = fc.oneof(
  { weight: faults.length * 2, arbitrary: fc.constant<Fault>('none') },
  ...faults.map((one) => ({ weight: 1, arbitrary: fc.constant<Fault>(one) })),
)

const picked = (kind: 'settle' | 'release' | 'credit' | 'reverse' | 'repeat') => fc.record({ kind: fc.constant(kind), pick: fc.nat() })
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('adjust'),
      user,
      amount: fc.integer({ min: -3_000_000, max: 3_000_000 }).filter((a) => a !== 0),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('debit'), user: anyone, amount: xu }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('refund'), user, amount: xu }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('purchase'),
      user: anyone,
      amount: xu,
      outcome: fc.constantFrom('settle', 'release', 'wait'),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('bank'), user, amount: topupXu, rate }) },
  ...(['settle', 'release'] as const).map((kind) => ({ weight: 1, arbitrary: picked(kind) })),
  ...(['credit', 'reverse', 'repeat'] as const).map((kind) => ({ weight: 2, arbitrary: picked(kind) })),
)

/** Every command of the fuzz; money steps come four times as often as opened top-ups. */
export const commands: fc.Arbitrary<fc.AsyncCommand<Model, Real>>[] = [
  ...Array.from({ length: 4 }, () => fc.tuple(step, fault).map(([what, hit]) => new MoneyCommand(what, hit))),
  fc.tuple(user, topupXu, rate).map(([who, amount, at]) => new OpenTopup(who, amount, at)),
]
