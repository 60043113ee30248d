import { type BandwidthTier, periodMs } from '../contract/catalogue'
import { fail, ok, type Result } from '../contract/errors'
import type { OrderAnswer } from '../contract/orders'
import { findPrice, findTier } from '../db/catalogue'
import type { Database } from '../db/client'
import { bandwidthUpgradePrice } from '../domain/pricing'
import type { OrderCaller } from './order-caller'
import { payForChange } from './order-change'
import { findOrderOf, type OrderRow } from './order-queries'
import { upgradeRefusal } from './order-rules'
import { upgradeStatements } from './order-statements'

/**
 * The price of moving an order to a dearer tier: the tiers' difference on today's price list for
 * what is left of the period; the renewal price grows by the difference for a whole period.
 * The same or a cheaper tier is BANDWIDTH_INVALID.
 */
export async function upgradePrice(db: Database, order: OrderRow, tier: BandwidthTier, now: number) {
  const [from, to, base] = await Promise.all([
    findTier(db, order.bandwidthTier),
    findTier(db, tier),
    findPrice(db, order, order.countryCode, order.periodUnit, order.periodCount),
  ])
  if (!from || !to) return fail('BANDWIDTH_NOT_EXISTS')
  if (to.sortOrder <= from.sortOrder) return fail('BANDWIDTH_INVALID')
  if (!base) return fail('PRICE_NOT_EXISTS')
  const span = periodMs(order.periodUnit, order.periodCount)
  const args = { basePrice: base.price, amount: order.amount, fromPercent: from.surchargePercent, toPercent: to.surchargePercent }
  const price = bandwidthUpgradePrice({ ...args, remainingMs: order.expiresAt - now, periodMs: span })
  const wholePeriod = bandwidthUpgradePrice({ ...args, remainingMs: span, periodMs: span })
  if (price === null || wholePeriod === null) return fail('BANDWIDTH_INVALID')
  return ok({ price, renewPrice: order.renewPrice + wholePeriod })
}

/** Moves an order in use to a higher bandwidth tier, paying for the rest of its period. */
export async function increaseBandwidth(caller: OrderCaller, orderId: string, tier: BandwidthTier): Promise<Result<OrderAnswer>> {
  const { db, now, userId } = caller
  const order = await findOrderOf(db, userId, orderId)
  if (!order) return fail('ORDER_NOT_EXIST')
  return payForChange(caller, order, {
    prefix: `bandwidth:${order.id}`,
    route: `order-bandwidth:${order.id}`,
    body: { bandwidth: tier },
    action: 'increase_bandwidth',
    success: 'INCREASE_BANDWIDTH_SUCCESS',
    failure: 'INCREASE_BANDWIDTH_FAIL',
    op: async (eventKey) => {
      const refusal = upgradeRefusal(order, now)
      if (refusal) return fail(refusal)
      const priced = await upgradePrice(db, order, tier, now)
      if (!priced.ok) return priced
      return ok({
        kind: 'purchase',
        userId,
        eventKey,
        amount: priced.value.price,
        type: 'increase_bandwidth',
        content: order.code,
        refType: 'order',
        refId: order.id,
        statements: upgradeStatements(db, order, { tier, ...priced.value }, now),
        // The order expired or changed tier meanwhile.
        shortCode: 'ORDER_EXPIRED',
      })
    },
  })
}

/** What moving an order to a tier would cost now, without moving it (the dialog shows it before confirming). */
export async function quoteUpgrade(db: Database, userId: string, orderId: string, tier: BandwidthTier, now: number) {
  const order = await findOrderOf(db, userId, orderId)
  if (!order) return fail('ORDER_NOT_EXIST')
  const refusal = upgradeRefusal(order, now)
  if (refusal) return fail(refusal)
  return upgradePrice(db, order, tier, now)
}
