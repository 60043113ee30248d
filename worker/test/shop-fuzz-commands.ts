import fc from 'fast-check'
import { bandwidthTiers } from '../src/contract/catalogue'
import type { PlanChangeChoice } from '../src/contract/plans'
import { expectCommissionsMatch } from './shop-fuzz-agency'
import { expectShopMatches } from './shop-fuzz-checks'
import { expectCouponUsesMatch } from './shop-fuzz-coupon'
import { type Fault, faults } from './shop-fuzz-faults'
import { type ShopModel, USERS } from './shop-fuzz-model'
import { DAY_MS, HOUR_MS } from './shop-fuzz-prices'
import { runStep } from './shop-fuzz-run'
import { type Country, OFF_SALE, ON_SALE, type Period } from './shop-fuzz-shop'
import { replayable, type Step } from './shop-fuzz-steps'

type Real = Record<string, never>

/** The steps that pay (or change a balance), where the money fuzz's faults apply. */
const FAULTED: Step['kind'][] = [
  'buy',
  'buy-package',
  'renew',
  'upgrade',
  'plan-create',
  'plan-change',
  'key-buy',
  'key-renew',
  'refund',
  'adjust',
  'admin-extend',
  'admin-cancel',
]

/** A step after a short wait (seconds to minutes of the model's clock), maybe hit by a fault and retried, then the whole state checked. */
class ShopCommand implements fc.AsyncCommand<ShopModel, Real> {
  constructor(
    readonly step: Step,
    readonly fault: Fault,
    readonly wait: number,
  ) {}

  check(model: Readonly<ShopModel>): boolean {
    // A change of a plan before any plan exists now and then (NOT_YET_CREATE_PLAN); mostly of one that does.
    if (this.step.kind === 'plan-change') return model.plans.size > 0 || this.step.pick % 5 === 0
    if (['renew', 'upgrade', 'auto-renew', 'refund', 'admin-extend', 'admin-cancel'].includes(this.step.kind)) return model.orders.size > 0
    if (this.step.kind === 'key-renew' || this.step.kind === 'key-auto-renew') return model.keys.size > 0
    if (this.step.kind === 'replay') return replayable(model as ShopModel).length > 0
    if (this.step.kind === 'repeat-event') return model.applied.length > 0
    return true
  }

  async run(model: ShopModel): Promise<void> {
    if (this.step.kind !== 'tick') model.now += this.wait
    await runStep(model, this.step, this.fault)
    await expectShopMatches(model)
    await expectCommissionsMatch(model.users)
    await expectCouponUsesMatch(model)
  }

  toString = () => `${JSON.stringify(this.step)}${this.fault === 'none' ? '' : ` !${this.fault}`}`
}

// Most steps go to a few users, so that they meet (a purchase, the stock it took, a renewal, a plan's room).
const user = fc.oneof({ weight: 3, arbitrary: fc.integer({ min: 0, max: 3 }) }, fc.integer({ min: 0, max: USERS - 1 }))
const stranger = fc.oneof({ weight: 6, arbitrary: fc.constant(0) }, fc.integer({ min: 1, max: USERS - 1 }))
const tier = fc.constantFrom(...bandwidthTiers)
const country = fc.oneof({ weight: 9, arbitrary: fc.constantFrom<Country>(...ON_SALE) }, fc.constant(OFF_SALE))
const period = (...units: Period['unit'][]) => fc.constantFrom(...units.map((unit): Period => ({ unit, count: 1 })))
// A period with no price now and then (PRICE_NOT_EXISTS).
const orderPeriod = fc.oneof(
  { weight: 9, arbitrary: period('day', 'day', 'week', 'month') },
  fc.constant<Period>({ unit: 'day', count: 2 }),
)
// A plan's countries: an off-sale one now and then (INVALID_COUNTRY).
const planCountry = fc.oneof({ weight: 24, arbitrary: fc.constantFrom<Country>(...ON_SALE) }, fc.constant(OFF_SALE))
const countries = fc.uniqueArray(planCountry, { minLength: 1, maxLength: 3 })
const change: fc.Arbitrary<PlanChangeChoice> = fc.oneof(
  fc.record({ action: fc.constant('increase_amount' as const), amount: fc.constantFrom(50, 100) }),
  fc.record({ action: fc.constant('increase_bandwidth' as const), bandwidth: tier }),
  fc.record({ action: fc.constant('change_country' as const), countries }),
  period('day', 'week', 'month').map(({ unit, count }) => ({ action: 'renew' as const, periodUnit: unit, periodCount: count })),
)
const mostly = fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, fc.constant(false))
const xu = fc.noBias(fc.oneof(fc.integer({ min: 1, max: 200_000 }), fc.integer({ min: 1, max: 3_000_000 })))
const kind = <K extends Step['kind']>(name: K) => fc.constant(name)

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: kind('buy'),
      user,
      country,
      amount: fc.integer({ min: 1, max: 4 }),
      tier,
      period: orderPeriod,
      keyed: fc.boolean(),
      autoRenew: fc.boolean(),
      coupon: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: kind('buy-package'), user, keyed: fc.boolean() }) },
  { weight: 3, arbitrary: fc.record({ kind: kind('renew'), pick: fc.nat(), stranger, expired: mostly }) },
  { weight: 2, arbitrary: fc.record({ kind: kind('upgrade'), pick: fc.nat(), stranger, tier }) },
  { weight: 2, arbitrary: fc.record({ kind: kind('auto-renew'), pick: fc.nat(), stranger, on: mostly }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: kind('plan-create'),
      user,
      amount: fc.constantFrom(50, 50, 100, 150),
      countries,
      tier,
      period: period('day', 'week', 'month'),
    }),
  },
  { weight: 5, arbitrary: fc.record({ kind: kind('plan-change'), pick: fc.nat(), change }) },
  {
    weight: 3,
    arbitrary: fc.record({ kind: kind('key-buy'), user, amount: fc.integer({ min: 1, max: 2 }), keyed: fc.boolean() }),
  },
  { weight: 2, arbitrary: fc.record({ kind: kind('key-renew'), pick: fc.nat(), stranger, expired: mostly }) },
  { weight: 2, arbitrary: fc.record({ kind: kind('key-auto-renew'), pick: fc.nat(), stranger, on: mostly }) },
  { weight: 1, arbitrary: fc.record({ kind: kind('refund'), pick: fc.nat(), amount: xu }) },
  // Admins add more often than they deduct.
  {
    weight: 1,
    arbitrary: fc.record({
      kind: kind('adjust'),
      user,
      amount: fc.oneof(
        { weight: 2, arbitrary: xu },
        xu.map((a) => -a),
      ),
      all: fc.boolean(),
    }),
  },
  // An admin's free days and cancellations (issue 16): a refund of none, part or all of what was paid.
  { weight: 1, arbitrary: fc.record({ kind: kind('admin-extend'), pick: fc.nat(), days: fc.integer({ min: 1, max: 10 }) }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: kind('admin-cancel'), pick: fc.nat(), share: fc.constantFrom(0, 0, 30, 50, 100) }),
  },
  { weight: 2, arbitrary: fc.record({ kind: kind('replay'), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: kind('repeat-event'), pick: fc.nat() }) },
  {
    weight: 4,
    // Hours to days: orders come into the auto-renew day, end, and go back to the pool 3 days later.
    arbitrary: fc.record({
      kind: kind('tick'),
      by: fc.noBias(
        fc.oneof(
          { weight: 2, arbitrary: fc.integer({ min: HOUR_MS, max: 20 * HOUR_MS }) },
          { weight: 2, arbitrary: fc.integer({ min: DAY_MS, max: 3 * DAY_MS }) },
          fc.integer({ min: 3 * DAY_MS, max: 8 * DAY_MS }),
        ),
      ),
      twice: fc.oneof({ weight: 3, arbitrary: fc.constant(false) }, fc.constant(true)),
    }),
  },
)

// A quarter of the calls that pay are hit by a fault.
const fault = fc.oneof(
  { weight: faults.length * 3, arbitrary: fc.constant<Fault>('none') },
  ...faults.map((one) => ({ weight: 1, arbitrary: fc.constant<Fault>(one) })),
)

export const commands: fc.Arbitrary<fc.AsyncCommand<ShopModel, Real>>[] = [
  fc
    .tuple(step, fault, fc.noBias(fc.integer({ min: 1_000, max: 600_000 })))
    .map(([what, hit, wait]) => new ShopCommand(what, FAULTED.includes(what.kind) ? hit : 'none', wait)),
]
