import { Hono } from 'hono'
import * as v from 'valibot'
import { createCoupon, listCoupons, listCouponUses, updateCoupon } from '../agency/coupon-store'
import { CouponListQuery, CouponUseView, CouponView, CreateCouponInput, UpdateCouponInput } from '../contract/coupons'
import { ListQuery, listResult } from '../contract/list'
import type { ApiEnv } from './context'
import { describe } from './describe'
import { unwrapResult } from './results'
import { adminOnly, signedIn } from './session'
import { validate } from './validation'

const IdParam = v.object({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(64, 'tooLong')) })

/** Coupon codes as admins run them (ADR 0030): made, listed with their uses, switched off or changed; audited. */
export const couponAdmin = new Hono<ApiEnv>()
  .use('/coupon-*', signedIn(), adminOnly)
  .post(
    '/coupon-create',
    describe(
      'discount',
      'Make a coupon: percent or fixed Xu, minimum order, products, start and end, total and per-user limits (audited)',
      CouponView,
      'admin',
    ),
    validate('json', CreateCouponInput),
    async (c) => {
      const actor = { userId: c.get('auth').user.id, admin: true, agency: null }
      return c.json(unwrapResult(await createCoupon(c.get('db'), actor, c.req.valid('json'), c.get('now'))), 200)
    },
  )
  .get(
    '/coupon-list',
    describe(
      'discount',
      "Coupons newest first, the shop's or the agencies', with their uses and what they took off",
      listResult(CouponView),
      'admin',
    ),
    validate('query', CouponListQuery),
    async (c) => {
      const { page, limit, agency } = c.req.valid('query')
      return c.json(await listCoupons(c.get('db'), { owner: agency }, { page, limit }), 200)
    },
  )
  .put(
    '/coupon-update/:id',
    describe('discount', 'Switch a coupon off or on, or change its end or limits (audited)', CouponView, 'admin'),
    validate('param', IdParam),
    validate('json', UpdateCouponInput),
    async (c) => {
      const actor = { userId: c.get('auth').user.id, admin: true, agency: null }
      const input = { id: c.req.valid('param').id, change: c.req.valid('json') }
      return c.json(unwrapResult(await updateCoupon(c.get('db'), actor, input, c.get('now'))), 200)
    },
  )
  .get(
    '/coupon-uses/:id',
    describe('discount', "A coupon's uses, newest first: who bought with it and what it took off", listResult(CouponUseView), 'admin'),
    validate('param', IdParam),
    validate('query', ListQuery),
    async (c) => c.json(await listCouponUses(c.get('db'), c.req.valid('param').id, c.req.valid('query')), 200),
  )
