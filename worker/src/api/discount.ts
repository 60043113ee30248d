import { Hono } from 'hono'
import * as v from 'valibot'
import { createDiscount, deleteDiscount, discountViews, updateDiscount } from '../catalogue/discounts'
import { Done } from '../contract/auth'
import { DiscountView } from '../contract/catalogue'
import { CreateDiscountInput, IdParam, UpdateDiscountInput } from '../contract/catalogue-admin'
import type { ApiEnv } from './context'
import { describe } from './describe'
import { unwrapResult } from './results'
import { adminOnly, signedIn } from './session'
import { validate } from './validation'

export const discount = new Hono<ApiEnv>()
  .get(
    '/list',
    describe('discount', 'Quantity discounts: from minAmount proxies in one order, percent off', v.array(DiscountView)),
    async (c) => c.json(await discountViews(c.get('db')), 200),
  )
  .post(
    '/create',
    describe('discount', 'Add a discount (DISCOUNT_ALREADY_EXISTS for a threshold in use)', DiscountView, 'admin'),
    signedIn(),
    adminOnly,
    validate('json', CreateDiscountInput),
    async (c) => c.json(unwrapResult(await createDiscount(c.get('db'), c.req.valid('json'), c.get('now'))), 200),
  )
  .put(
    '/update/:id',
    describe('discount', 'Change a discount (DISCOUNT_NOT_EXISTS if there is none)', DiscountView, 'admin'),
    signedIn(),
    adminOnly,
    validate('param', IdParam),
    validate('json', UpdateDiscountInput),
    async (c) => c.json(unwrapResult(await updateDiscount(c.get('db'), c.req.valid('param').id, c.req.valid('json'), c.get('now'))), 200),
  )
  .delete(
    '/delete/:id',
    describe('discount', 'Delete a discount', Done, 'admin'),
    signedIn(),
    adminOnly,
    validate('param', IdParam),
    async (c) => c.json(unwrapResult(await deleteDiscount(c.get('db'), c.req.valid('param').id)), 200),
  )
