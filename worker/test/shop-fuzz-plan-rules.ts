import { percentOf } from '../src/contract/money'
import type { PlanChangeChoice } from '../src/contract/plans'
import type { CallStep } from './shop-fuzz-calls'
import type { Fault } from './shop-fuzz-faults'
import { charge, countryOf, type PlanM, type Planned, refused, refusedInLock, type ShopModel } from './shop-fuzz-model'
import { forTheRest, periodLength, planBase, planGb, planMonthly, priceOf, splitOf, unitPrice } from './shop-fuzz-prices'
import { adopt, fits } from './shop-fuzz-room'
import { type Country, OFF_SALE, TIERS } from './shop-fuzz-shop'

/** The mark a change puts on its plan while it runs (spec section 4). */
const MARKS: Record<PlanChangeChoice['action'], string> = {
  renew: 'renewing',
  increase_amount: 'increasing_amount',
  increase_bandwidth: 'increasing_bandwidth',
  change_country: 'changing_country',
}
const isMark = (status: string) => Object.values(MARKS).includes(status)

function create(model: ShopModel, step: Extract<CallStep, { kind: 'plan-create' }>): Planned {
  if (model.plans.has(step.user)) return refused('ALREADY_CREATE_PLAN')
  if (step.countries.includes(OFF_SALE)) return refused('INVALID_COUNTRY')
  const countries = step.countries as Country[]
  const base = planBase(step.amount, countries, step.period)
  if (base === null) return refused('PRICE_NOT_EXISTS')
  const price = priceOf(base, step.amount, step.tier, step.period).total
  const after = (model.balances[step.user] ?? 0) - price
  // In the batch the money is checked first (the ledger row), then the claims.
  if (after < 0) return refusedInLock('NOT_ENOUGH_MONEY')
  const split = splitOf(step.amount, countries)
  if (!fits(model, new Set(), split)) return refusedInLock('NOT_ENOUGT_PROXY')
  return {
    expected: { ok: true, balance: after },
    locked: true,
    commit: async (seen) => {
      if (!seen.ok || !seen.id) throw new Error('a plan bought must be answered with its id')
      charge(model, step.user, price)
      const shape = { amount: step.amount, countries, tier: step.tier }
      const plan: PlanM = {
        ...shape,
        id: seen.id,
        user: step.user,
        status: 'using',
        expiresAt: model.now + periodLength(step.period),
        releasedAt: null,
        monthlyPrice: planMonthly(shape),
        bandwidthGb: planGb(step.tier, step.amount),
        proxies: new Set(),
      }
      model.plans.set(step.user, plan)
      await adopt(model, plan, split)
    },
  }
}

type Priced = { code: string } | { price: number; set: Partial<PlanM>; split: [Country, number][] }

/** A change priced at today's list from what is left of the period, or why it cannot be made. */
function priceChange(model: ShopModel, plan: PlanM, change: PlanChangeChoice): Priced {
  const shape = { amount: plan.amount, countries: plan.countries, tier: plan.tier }
  const left = plan.expiresAt - model.now
  const expired = plan.status === 'expired' || left <= 0
  if (change.action === 'renew') {
    if (!expired) return { code: 'NOT_EXPIRE' }
    const base = planBase(plan.amount, plan.countries, { unit: change.periodUnit, count: change.periodCount })
    if (base === null) return { code: 'PRICE_NOT_EXISTS' }
    const period = { unit: change.periodUnit, count: change.periodCount }
    const set = {
      expiresAt: model.now + periodLength(period),
      releasedAt: null,
      monthlyPrice: planMonthly(shape),
      bandwidthGb: planGb(plan.tier, plan.amount),
    }
    return { price: priceOf(base, plan.amount, plan.tier, period).renew, set, split: splitOf(plan.amount, plan.countries) }
  }
  if (expired) return { code: 'ORDER_EXPIRED' }
  const before = planMonthly(shape)
  switch (change.action) {
    case 'increase_amount': {
      const amount = plan.amount + change.amount
      const after = planMonthly({ ...shape, amount })
      const set = { amount, bandwidthGb: planGb(plan.tier, amount), monthlyPrice: after }
      return { price: Math.max(1, forTheRest(after - before, left)), set, split: splitOf(amount, plan.countries) }
    }
    case 'increase_bandwidth': {
      const [from, to] = [plan.tier, change.bandwidth]
      if (TIERS[to].percent <= TIERS[from].percent) return { code: 'BANDWIDTH_INVALID' }
      const base = planBase(plan.amount, plan.countries, { unit: 'month', count: 1 }) ?? 0
      const monthly = Math.max(1, (unitPrice(base, to) - unitPrice(base, from)) * plan.amount)
      const set = { tier: to, bandwidthGb: planGb(to, plan.amount), monthlyPrice: planMonthly({ ...shape, tier: to }) }
      return { price: Math.max(1, forTheRest(monthly, left)), set, split: splitOf(plan.amount, plan.countries) }
    }
    case 'change_country': {
      const wanted = change.countries
      if (wanted.length === plan.countries.length && wanted.every((country) => plan.countries.includes(country as Country))) {
        return { code: 'INVALID_INPUT' }
      }
      if (wanted.includes(OFF_SALE)) return { code: 'INVALID_COUNTRY' }
      const countries = wanted as Country[]
      const after = planMonthly({ ...shape, countries })
      const price = Math.max(1, percentOf(after, 5) + forTheRest(after - before, left))
      return { price, set: { countries, monthlyPrice: after }, split: splitOf(plan.amount, countries) }
    }
  }
}

/**
 * A change of the user's plan: refused by the rules, or it marks the plan, then pays: the money
 * (checked first in the batch), then the claims; on success the plan runs with the change. A mark left
 * behind answers PLAN_PROCESSING until the jobs take it off.
 */
function change(model: ShopModel, step: Extract<CallStep, { kind: 'plan-change' }>, fault: Fault): Planned {
  const plan = model.plans.get(step.user)
  if (!plan) return refused('NOT_YET_CREATE_PLAN')
  if (isMark(plan.status)) return refused('PLAN_PROCESSING')
  const priced = priceChange(model, plan, step.change)
  if ('code' in priced) return refused(priced.code)
  // A Worker that dies before its payment, or after one that was refused, leaves the mark (a paid change took it off in its batch).
  const marked: Planned = {
    ...refused('PLAN_PROCESSING'),
    commit: () => {
      plan.status = MARKS[step.change.action]
    },
  }
  if (fault === 'crash-before-pay') return marked
  const unpaid = (code: string) => (fault === 'crash-after-pay' ? marked : refusedInLock(code))
  const after = (model.balances[step.user] ?? 0) - priced.price
  if (after < 0) return unpaid('NOT_ENOUGH_MONEY')
  const countries = priced.split.map(([country]) => country)
  if (!fits(model, new Set([...plan.proxies].filter((id) => countries.includes(countryOf(id)))), priced.split))
    return unpaid('NOT_ENOUGT_PROXY')
  return {
    expected: { ok: true, id: plan.id, balance: after },
    locked: true,
    commit: async () => {
      charge(model, step.user, priced.price)
      Object.assign(plan, priced.set, { status: 'using' })
      await adopt(model, plan, priced.split)
    },
  }
}

export function planPlanCall(model: ShopModel, step: Extract<CallStep, { kind: 'plan-create' | 'plan-change' }>, fault: Fault): Planned {
  return step.kind === 'plan-create' ? create(model, step) : change(model, step, fault)
}
