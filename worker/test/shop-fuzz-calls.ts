import type { BandwidthTier } from '../src/contract/catalogue'
import type { Result } from '../src/contract/errors'
import type { OrderChoice } from '../src/contract/orders'
import type { PlanChangeChoice, PlanChoice } from '../src/contract/plans'
import { findUserById } from '../src/db/users'
import { buyKeys } from '../src/keys/buy-keys'
import { renewKey } from '../src/keys/renew-key'
import { buy } from '../src/orders/buy'
import { increaseBandwidth } from '../src/orders/increase-bandwidth'
import { offerOfChoice, offerOfPackage } from '../src/orders/offers'
import { renewOrder } from '../src/orders/renew'
import { createPlan } from '../src/plans/create-plan'
import { changePlanOnce } from '../src/plans/paid-change'
import { findPlanOfUser } from '../src/plans/plan-store'
import { orderCaller, planDeps, type Via } from './shop-fuzz-callers'
import type { Seen } from './shop-fuzz-model'
import { type Country, KEY_PACKAGE, type OFF_SALE, PACKAGE, type Period } from './shop-fuzz-shop'

/** A paid call of a customer, resolved against the model (which order, whose plan), as data so it can be replayed. */
export type CallStep =
  | { kind: 'buy'; user: number; country: Country | typeof OFF_SALE; amount: number; tier: BandwidthTier; period: Period; coupon?: string }
  | { kind: 'buy-package'; user: number }
  | { kind: 'renew'; user: number; orderId: string }
  | { kind: 'upgrade'; user: number; orderId: string; tier: BandwidthTier }
  | { kind: 'plan-create'; user: number; amount: number; countries: (Country | typeof OFF_SALE)[]; tier: BandwidthTier; period: Period }
  | { kind: 'plan-change'; user: number; change: PlanChangeChoice }
  | { kind: 'key-buy'; user: number; amount: number }
  | { kind: 'key-renew'; user: number; keyId: string }

const seenOf = <T>(result: Result<T>, id: (value: T) => string, balance: (value: T) => number): Seen =>
  result.ok ? { ok: true, id: id(result.value), balance: balance(result.value) } : { ok: false, code: result.code }

/** Makes the call as its API handler does (api/order.ts, api/plan.ts, api/plan-changes.ts), with the call's key. */
export async function makeCall(step: CallStep, via: Via, userId: string, now: number, key: string | undefined): Promise<Seen> {
  const { db } = via
  switch (step.kind) {
    case 'buy': {
      const choice: OrderChoice = {
        kind: 'private',
        ipVersion: 'ipv4',
        ipMode: 'static',
        countryCode: step.country,
        amount: step.amount,
        bandwidthTier: step.tier,
        periodUnit: step.period.unit,
        periodCount: step.period.count,
        ...(step.coupon && { coupon: step.coupon }),
      }
      const buyer = { id: userId, ownerAgencyId: (await findUserById(db, userId))?.ownerAgencyId ?? null }
      const offer = () => offerOfChoice(db, choice, { buyer, now })
      const bought = await buy(orderCaller(via, userId, now, key), { route: 'order-create', body: choice, offer })
      return seenOf(
        bought,
        (answer) => answer.order._id,
        (answer) => answer.balance,
      )
    }
    case 'buy-package': {
      const offer = () => offerOfPackage(db, PACKAGE.id)
      const bought = await buy(orderCaller(via, userId, now, key), { route: `order-package:${PACKAGE.id}`, body: {}, offer })
      return seenOf(
        bought,
        (answer) => answer.order._id,
        (answer) => answer.balance,
      )
    }
    case 'renew': {
      const renewed = await renewOrder(orderCaller(via, userId, now, key), step.orderId)
      return seenOf(
        renewed,
        (answer) => answer.order._id,
        (answer) => answer.balance,
      )
    }
    case 'upgrade': {
      const upgraded = await increaseBandwidth(orderCaller(via, userId, now, key), step.orderId, step.tier)
      return seenOf(
        upgraded,
        (answer) => answer.order._id,
        (answer) => answer.balance,
      )
    }
    case 'plan-create': {
      const choice: PlanChoice = {
        amount: step.amount,
        countries: step.countries,
        bandwidthTier: step.tier,
        periodUnit: step.period.unit,
        periodCount: step.period.count,
      }
      const made = await createPlan(planDeps(via, userId, now, 'create', choice, key), choice)
      return seenOf(
        made,
        (done) => done.plan.id,
        (done) => done.balance,
      )
    }
    case 'key-buy': {
      // The rotating node reports at the model's time: keys are sold only from a node heard from lately.
      await via.db.$client.prepare("UPDATE sub_servers SET last_seen_at = ? WHERE id = 'fuzz-key-node'").bind(now).run()
      const bought = await buyKeys(orderCaller(via, userId, now, key), { packageId: KEY_PACKAGE.id, amount: step.amount })
      return seenOf(
        bought,
        (answer) => answer.keys.map((one) => one._id).join(','),
        (answer) => answer.balance,
      )
    }
    case 'key-renew': {
      const renewed = await renewKey(orderCaller(via, userId, now, key), step.keyId)
      return seenOf(
        renewed,
        (answer) => answer.key._id,
        (answer) => answer.balance,
      )
    }
    case 'plan-change': {
      // As `changePlan`: the caller's plan, then the change once per key (priced at today's list).
      const plan = await findPlanOfUser(db, userId)
      if (!plan) return { ok: false, code: 'NOT_YET_CREATE_PLAN' }
      const done = await changePlanOnce(planDeps(via, userId, now, step.change.action, step.change, key), plan, step.change)
      return seenOf(
        done,
        (value) => value.plan.id,
        (value) => value.balance,
      )
    }
  }
}
