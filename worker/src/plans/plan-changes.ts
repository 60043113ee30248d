import type { BandwidthTier } from '../contract/catalogue'
import { type PeriodUnit, periodMs } from '../contract/catalogue'
import { fail, ok, type Result } from '../contract/errors'
import type { PlanChangeChoice } from '../contract/plans'
import { findTier } from '../db/catalogue'
import type { Database } from '../db/client'
import { bandwidthUpgradePrice } from '../domain/pricing'
import type { PlanChange } from './change-runner'
import { checkCountries, monthlyPriceOf, type PlanShape, pricePlan } from './plan-prices'
import {
  bandwidthTotalGb,
  changeCountryPrice,
  chargeForRemaining,
  increaseAmountPrice,
  isPlanAmount,
  MONTH_MS,
  splitAmount,
} from './plan-rules'
import { planNote } from './plan-statements'
import { isChanging, isExpired, type PlanRow } from './plan-store'
import { claimShared, type Owner, releaseDisabled, releaseExcess, releaseOutside } from './shared-stock'

const shapeOf = (plan: PlanRow): PlanShape => ({ amount: plan.amount, countries: plan.countries, bandwidthTier: plan.bandwidthTier })
const ownerOf = (plan: PlanRow): Owner => ({ type: 'plan', id: plan.id })
const claimAll = (owner: Owner, shape: PlanShape, now: number) =>
  splitAmount(shape.amount, shape.countries).flatMap(([country, count]) => claimShared(owner, country, count, now))

/** More proxies, charged for the rest of the period at the plan's monthly price growth. */
async function increaseAmount(db: Database, plan: PlanRow, added: number, now: number): Promise<Result<PlanChange>> {
  const amount = plan.amount + added
  if (!isPlanAmount(added) || !isPlanAmount(amount)) return fail('AMOUNT_PROXY_NOT_VALID')
  const shape = { ...shapeOf(plan), amount }
  const [before, after] = await Promise.all([monthlyPriceOf(db, shapeOf(plan)), monthlyPriceOf(db, shape)])
  if (!before.ok) return before
  if (!after.ok) return after
  return ok({
    action: 'increase_amount',
    status: 'increasing_amount',
    type: 'increase_amount',
    events: ['INCREASE_AMOUNT_SUCCESS', 'INCREASE_AMOUNT_FAIL'],
    price: increaseAmountPrice(before.value.quote.totalPrice, after.value.quote.totalPrice, plan.expiresAt - now),
    note: planNote(shape, `+${added}`),
    set: { amount, bandwidthGb: bandwidthTotalGb(after.value.monthlyGb, amount), monthlyPrice: after.value.quote.totalPrice },
    stock: claimAll(ownerOf(plan), shape, now),
  })
}

/** A dearer tier: the difference of unit prices (pricing.ts) per month, for the rest of the period. */
async function increaseBandwidth(db: Database, plan: PlanRow, tier: BandwidthTier, now: number): Promise<Result<PlanChange>> {
  const [from, to] = await Promise.all([findTier(db, plan.bandwidthTier), findTier(db, tier)])
  if (!from || !to) return fail('BANDWIDTH_NOT_EXISTS')
  const shape = { ...shapeOf(plan), bandwidthTier: tier }
  const after = await monthlyPriceOf(db, shape)
  if (!after.ok) return after
  const monthly = bandwidthUpgradePrice({
    basePrice: after.value.basePrice,
    amount: plan.amount,
    fromPercent: from.surchargePercent,
    toPercent: to.surchargePercent,
    remainingMs: MONTH_MS,
    periodMs: MONTH_MS,
  })
  if (monthly === null) return fail('BANDWIDTH_INVALID')
  return ok({
    action: 'increase_bandwidth',
    status: 'increasing_bandwidth',
    type: 'increase_bandwidth',
    events: ['INCREASE_BANDWIDTH_SUCCESS', 'INCREASE_BANDWIDTH_FAIL'],
    price: Math.max(1, chargeForRemaining(monthly, plan.expiresAt - now)),
    note: planNote(shape, `${plan.bandwidthTier} → ${tier}`),
    set: { bandwidthTier: tier, bandwidthGb: bandwidthTotalGb(to.monthlyGb, plan.amount), monthlyPrice: after.value.quote.totalPrice },
    stock: [],
  })
}

/** Other countries: proxies outside them let go, each new country brought to its share (plan-rules.ts prices it). */
async function changeCountry(db: Database, plan: PlanRow, countries: string[], now: number): Promise<Result<PlanChange>> {
  if (countries.length === plan.countries.length && countries.every((country) => plan.countries.includes(country))) {
    return fail('INVALID_INPUT')
  }
  const onSale = await checkCountries(db, countries)
  if (!onSale.ok) return onSale
  const shape = { ...shapeOf(plan), countries }
  const [before, after] = await Promise.all([monthlyPriceOf(db, shapeOf(plan)), monthlyPriceOf(db, shape)])
  if (!before.ok) return before
  if (!after.ok) return after
  const owner = ownerOf(plan)
  return ok({
    action: 'change_country',
    status: 'changing_country',
    type: 'change_country',
    events: ['CHANGE_COUNTRY_SUCCESS', 'CHANGE_COUNTRY_FAIL'],
    price: changeCountryPrice(before.value.quote.totalPrice, after.value.quote.totalPrice, plan.expiresAt - now),
    note: planNote(shape, `${plan.countries.join(', ')} → ${countries.join(', ')}`),
    set: { countries, monthlyPrice: after.value.quote.totalPrice },
    stock: [
      releaseOutside(owner, countries),
      ...splitAmount(plan.amount, countries).flatMap(([country, count]) => [
        releaseExcess(owner, country, count),
        ...claimShared(owner, country, count, now),
      ]),
    ],
  })
}

/** An expired plan runs again from now for the period, at its renewal price; proxies let go meanwhile are claimed again. */
async function renew(db: Database, plan: PlanRow, periodUnit: PeriodUnit, periodCount: number, now: number): Promise<Result<PlanChange>> {
  const shape = shapeOf(plan)
  const [priced, monthly] = await Promise.all([pricePlan(db, shape, periodUnit, periodCount), monthlyPriceOf(db, shape)])
  if (!priced.ok) return priced
  if (!monthly.ok) return monthly
  return ok({
    action: 'renew',
    status: 'renewing',
    type: 'renew',
    events: ['RENEW_SUCCESS', 'RENEW_FAIL'],
    price: priced.value.quote.renewPrice,
    note: planNote(shape, `${periodCount} ${periodUnit}`),
    set: {
      startsAt: now,
      expiresAt: now + periodMs(periodUnit, periodCount),
      releasedAt: null,
      bandwidthGb: bandwidthTotalGb(monthly.value.monthlyGb, plan.amount),
      monthlyPrice: monthly.value.quote.totalPrice,
    },
    stock: [releaseDisabled(ownerOf(plan)), ...claimAll(ownerOf(plan), shape, now)],
  })
}

/**
 * A change as asked, priced at today's list, or why it cannot be made: only an expired plan renews
 * (NOT_EXPIRE), only a running one changes otherwise (ORDER_EXPIRED), never two at once (PLAN_PROCESSING).
 */
export async function planChange(db: Database, plan: PlanRow, choice: PlanChangeChoice, now: number): Promise<Result<PlanChange>> {
  if (isChanging(plan.status)) return fail('PLAN_PROCESSING')
  const expired = isExpired(plan, now)
  if (choice.action === 'renew') {
    return expired ? renew(db, plan, choice.periodUnit, choice.periodCount, now) : fail('NOT_EXPIRE')
  }
  if (expired) return fail('ORDER_EXPIRED')
  switch (choice.action) {
    case 'increase_amount':
      return increaseAmount(db, plan, choice.amount, now)
    case 'increase_bandwidth':
      return increaseBandwidth(db, plan, choice.bandwidth, now)
    case 'change_country':
      return changeCountry(db, plan, choice.countries, now)
  }
}
