import type { BandwidthTier } from '../src/contract/catalogue'
import type { PlanChangeChoice } from '../src/contract/plans'
import type { AdminStep } from './shop-fuzz-admin'
import type { CallStep } from './shop-fuzz-calls'
import { couponCode } from './shop-fuzz-coupon'
import { keyExpired, pick, type ShopModel, USERS } from './shop-fuzz-model'
import type { Country, OFF_SALE, Period } from './shop-fuzz-shop'

/**
 * One step of the shop fuzz, as data (fast-check generates and shrinks these). `pick` chooses among
 * what the model has (an order, a plan, an earlier call); `stranger` > 0 makes another user act on it.
 */
export type Step =
  | {
      kind: 'buy'
      user: number
      country: Country | typeof OFF_SALE
      amount: number
      tier: BandwidthTier
      period: Period
      keyed: boolean
      /** Then turns auto-renewal on, as a customer does from the order list. */
      autoRenew: boolean
      /** Types the run's coupon in the buy form. */
      coupon: boolean
    }
  | { kind: 'buy-package'; user: number; keyed: boolean }
  | { kind: 'renew'; pick: number; stranger: number; expired: boolean }
  | { kind: 'upgrade'; pick: number; stranger: number; tier: BandwidthTier }
  | { kind: 'auto-renew'; pick: number; stranger: number; on: boolean }
  | { kind: 'plan-create'; user: number; amount: number; countries: (Country | typeof OFF_SALE)[]; tier: BandwidthTier; period: Period }
  | { kind: 'plan-change'; pick: number; change: PlanChangeChoice }
  | { kind: 'refund'; pick: number; amount: number }
  /** Rotating keys (ADR 0028): buy some, renew one (mostly an expired one), turn auto-renewal on or off. */
  | { kind: 'key-buy'; user: number; amount: number; keyed: boolean }
  | { kind: 'key-renew'; pick: number; stranger: number; expired: boolean }
  | { kind: 'key-auto-renew'; pick: number; stranger: number; on: boolean }
  /** An admin's add or deduct; `all` deducts the whole balance (so auto-renewals find it short). */
  | { kind: 'adjust'; user: number; amount: number; all: boolean }
  | { kind: 'replay'; pick: number }
  | { kind: 'repeat-event'; pick: number }
  | { kind: 'tick'; by: number; twice: boolean }
  | AdminStep

/** Calls of this tick, which a replay may repeat. */
export const replayable = (model: ShopModel) => model.made.filter((made) => made.epoch === model.epoch)

/** A paid call of the step, resolved against the model: whose order or plan, acted on by whom. */
export function resolveCall(model: ShopModel, step: Step): CallStep | null {
  const orders = [...model.orders.values()]
  switch (step.kind) {
    case 'buy': {
      const { keyed: _, autoRenew: __, coupon, ...call } = step
      return { ...call, ...(coupon && { coupon: couponCode(model.run) }) }
    }
    case 'buy-package':
      return { kind: 'buy-package', user: step.user }
    case 'renew':
    case 'upgrade': {
      // A renewal mostly of an expired order, when there is one; an upgrade of any.
      const ended = orders.filter((order) => order.status === 'expired')
      const order = pick(step.kind === 'renew' && step.expired && ended.length > 0 ? ended : orders, step.pick)
      if (!order) return null
      const user = (order.user + step.stranger) % USERS
      return step.kind === 'renew'
        ? { kind: 'renew', user, orderId: order.id }
        : { kind: 'upgrade', user, orderId: order.id, tier: step.tier }
    }
    case 'plan-create':
      return step
    case 'key-buy':
      return { kind: 'key-buy', user: step.user, amount: step.amount }
    case 'key-renew': {
      const keys = [...model.keys.values()]
      const ended = keys.filter((key) => keyExpired(key, model.now) && !key.released)
      const key = pick(step.expired && ended.length > 0 ? ended : keys, step.pick)
      return key ? { kind: 'key-renew', user: (key.user + step.stranger) % USERS, keyId: key.id } : null
    }
    case 'plan-change': {
      // Mostly a user with a plan; without plans, anyone (NOT_YET_CREATE_PLAN).
      const plan = pick([...model.plans.values()], step.pick)
      return { kind: 'plan-change', user: plan?.user ?? step.pick % USERS, change: step.change }
    }
    default:
      return null
  }
}
