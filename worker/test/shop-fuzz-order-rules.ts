import type { BandwidthTier } from '../src/contract/catalogue'
import { prorate } from '../src/contract/money'
import type { CallStep } from './shop-fuzz-calls'
import { couponOff } from './shop-fuzz-coupon'
import { charge, type OrderM, type Planned, refused, refusedInLock, type ShopModel } from './shop-fuzz-model'
import { basePrice, DAY_MS, periodLength, priceOf, unitPrice } from './shop-fuzz-prices'
import { type Country, OFF_SALE, PACKAGE, type Period, TIERS } from './shop-fuzz-shop'

const KEEP_EXPIRED_MS = 3 * DAY_MS

type Bought = { country: Country; amount: number; tier: BandwidthTier; period: Period; total: number; renew: number; coupon?: boolean }

/** A purchase: refused when the stock is short (checked first), then when the balance is; else a new order in use. */
function purchase(model: ShopModel, user: number, what: Bought): Planned {
  if ((model.stock[what.country] ?? 0) < what.amount) return refused('NOT_ENOUGT_PROXY')
  const after = (model.balances[user] ?? 0) - what.total
  if (after < 0) return refusedInLock('NOT_ENOUGH_MONEY')
  return {
    expected: { ok: true, balance: after },
    locked: true,
    commit: (seen) => {
      if (!seen.ok || !seen.id || model.orders.has(seen.id))
        throw new Error(`a purchase must make a new order, got ${JSON.stringify(seen)}`)
      charge(model, user, what.total)
      if (what.coupon) model.couponUses[user] = (model.couponUses[user] ?? 0) + 1
      model.stock[what.country] -= what.amount
      const { total: totalPrice, renew: renewPrice, coupon: _, ...order } = what
      const expiresAt = model.now + periodLength(what.period)
      model.orders.set(seen.id, {
        ...order,
        id: seen.id,
        user,
        status: 'using',
        released: false,
        expiresAt,
        autoRenew: false,
        failedFor: null,
        totalPrice,
        renewPrice,
      })
    },
  }
}

function buyChoice(model: ShopModel, step: Extract<CallStep, { kind: 'buy' }>): Planned {
  if (step.country === OFF_SALE) return refused('INVALID_COUNTRY')
  const base = basePrice('private', step.country, step.period)
  if (base === null) return refused('PRICE_NOT_EXISTS')
  const { total: listed, renew } = priceOf(base, step.amount, step.tier, step.period)
  // The coupon is checked with the price, before the stock; it takes its share off the total, never off the renewal.
  const coupon = step.coupon ? couponOff(model, step.user, listed) : { off: 0 }
  if ('refusal' in coupon) return refused(coupon.refusal)
  const total = listed - coupon.off
  const bought = { country: step.country, amount: step.amount, tier: step.tier, period: step.period, total, renew }
  return purchase(model, step.user, { ...bought, coupon: Boolean(step.coupon) })
}

/** The user's own order; anyone else's is as absent as one that never existed. */
const ownOrder = (model: ShopModel, user: number, orderId: string): OrderM | undefined => {
  const order = model.orders.get(orderId)
  return order?.user === user ? order : undefined
}

/** Only an expired order that still holds its proxies (3 days) renews, for a period from now at its renewal price. */
function renew(model: ShopModel, step: Extract<CallStep, { kind: 'renew' }>): Planned {
  const order = ownOrder(model, step.user, step.orderId)
  if (!order) return refused('ORDER_NOT_EXIST')
  if (order.released || (order.status === 'expired' && model.now >= order.expiresAt + KEEP_EXPIRED_MS)) return refused('ORDER_EXPIRED')
  if (order.status !== 'expired') return refused('NOT_EXPIRE')
  const after = (model.balances[order.user] ?? 0) - order.renewPrice
  if (after < 0) return refusedInLock('NOT_ENOUGH_MONEY')
  return {
    expected: { ok: true, id: order.id, balance: after },
    locked: true,
    commit: () => {
      charge(model, order.user, order.renewPrice)
      Object.assign(order, { status: 'using', expiresAt: model.now + periodLength(order.period), failedFor: null })
    },
  }
}

/**
 * A dearer tier for an order in use before its end: the difference of unit prices times the amount
 * for what is left of the period (rounded up, at least 1); the renewal price grows by it for a whole period.
 */
function upgrade(model: ShopModel, step: Extract<CallStep, { kind: 'upgrade' }>): Planned {
  const order = ownOrder(model, step.user, step.orderId)
  if (!order) return refused('ORDER_NOT_EXIST')
  if (order.status !== 'using' || order.expiresAt <= model.now) return refused('ORDER_EXPIRED')
  if (TIERS[step.tier].sort <= TIERS[order.tier].sort) return refused('BANDWIDTH_INVALID')
  const base = basePrice('private', order.country, order.period)
  if (base === null) return refused('PRICE_NOT_EXISTS')
  const difference = (unitPrice(base, step.tier) - unitPrice(base, order.tier)) * order.amount
  const price = Math.max(1, prorate(difference, order.expiresAt - model.now, periodLength(order.period)))
  const after = (model.balances[order.user] ?? 0) - price
  if (after < 0) return refusedInLock('NOT_ENOUGH_MONEY')
  return {
    expected: { ok: true, id: order.id, balance: after },
    locked: true,
    commit: () => {
      charge(model, order.user, price)
      Object.assign(order, { tier: step.tier, renewPrice: order.renewPrice + Math.max(1, difference) })
    },
  }
}

/** What an order call must do, by the model's rules. */
export function planOrderCall(
  model: ShopModel,
  step: Exclude<CallStep, { kind: 'plan-create' | 'plan-change' | 'key-buy' | 'key-renew' }>,
): Planned {
  switch (step.kind) {
    case 'buy':
      return buyChoice(model, step)
    case 'buy-package': {
      const { country, amount, tier, period, price: total, renewPrice: renew } = PACKAGE
      return purchase(model, step.user, { country, amount, tier, period, total, renew })
    }
    case 'renew':
      return renew(model, step)
    case 'upgrade':
      return upgrade(model, step)
  }
}
