import { env } from 'cloudflare:workers'
import { expect } from 'vitest'
import { percentOf } from '../src/contract/money'
import type { ShopModel } from './shop-fuzz-model'

/**
 * The run's coupon (ADR 0030): an admin's 10% off private purchases of at least 10,000 Xu, two uses
 * in all and one per customer, so every run meets DISCOUNT_MIN_ORDER, DISCOUNT_ALREADY_USED and
 * DISCOUNT_USED_UP beside the uses that count.
 */
export const COUPON = { percent: 10, minOrder: 10_000, maxUses: 2, maxUsesPerUser: 1 }
export const couponCode = (run: string) => `fuzz-${run}`

/** Once per run: the coupon, under a code of its own (uses count per coupon, and the file's runs share one database). */
export async function seedCoupon(run: string, now: number): Promise<void> {
  const id = `coupon-${run}`
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO coupons (id, code, kind, value, min_order, products, starts_at, max_uses, max_uses_per_user, created_by, created_at, updated_at)
        VALUES (?, ?, 'percent', ?, ?, '[]', ?, ?, ?, 'fuzz-admin', ?, ?)`,
    ).bind(id, couponCode(run), COUPON.percent, COUPON.minOrder, now, COUPON.maxUses, COUPON.maxUsesPerUser, now, now),
    env.DB.prepare("INSERT INTO affiliate_codes (code, kind, ref_id, created_at) VALUES (?, 'coupon', ?, ?)").bind(
      couponCode(run),
      id,
      now,
    ),
  ])
}

/** What the coupon takes off a purchase of `price` Xu by `user`, or the code that refuses it (the rules' order: minimum, all uses, the user's). */
export function couponOff(model: ShopModel, user: number, price: number): { off: number } | { refusal: string } {
  if (price < COUPON.minOrder) return { refusal: 'DISCOUNT_MIN_ORDER' }
  if (model.couponUses.reduce((sum, n) => sum + n, 0) >= COUPON.maxUses) return { refusal: 'DISCOUNT_USED_UP' }
  if ((model.couponUses[user] ?? 0) >= COUPON.maxUsesPerUser) return { refusal: 'DISCOUNT_ALREADY_USED' }
  return { off: Math.min(percentOf(price, COUPON.percent), price - 1) }
}

/** After every step: the coupon's uses per customer as the model counts them, each naming a charge in the ledger. */
export async function expectCouponUsesMatch(model: ShopModel): Promise<void> {
  const { results } = await env.DB.prepare(
    `SELECT u.user_id AS id, count(*) AS n, sum(l.id IS NULL) AS orphans FROM coupon_uses u
      LEFT JOIN ledger l ON l.event_key = u.spend_event_key AND l.user_id = u.user_id
      WHERE u.coupon_id = ? GROUP BY u.user_id`,
  )
    .bind(`coupon-${model.run}`)
    .all<{ id: string; n: number; orphans: number }>()
  const real = Object.fromEntries(results.map((row) => [row.id, row.n]))
  const expected = Object.fromEntries(
    model.users.flatMap((id, user) => ((model.couponUses[user] ?? 0) > 0 ? [[id, model.couponUses[user]]] : [])),
  )
  expect(real, 'coupon uses per customer').toEqual(expected)
  expect(
    results.filter((row) => row.orphans > 0).map((row) => row.id),
    'coupon uses without their charge',
  ).toEqual([])
}
