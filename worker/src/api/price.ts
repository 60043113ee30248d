import { Hono } from 'hono'
import * as v from 'valibot'
import { deletePrice, listPrices, upsertPrice } from '../catalogue/prices'
import { Done } from '../contract/auth'
import { PriceView } from '../contract/catalogue'
import { IdParam, UpsertPriceInput } from '../contract/catalogue-admin'
import type { ApiEnv } from './context'
import { describe } from './describe'
import { unwrapResult } from './results'
import { adminOnly, signedIn } from './session'
import { validate } from './validation'

/**
 * The price list: `GET /api/price/list` is every product's prices (private and shared); the private
 * list (`/api/price-private/list`) is the private products' part of it. Per proxy, per period, in Xu;
 * countryCode '*' prices every country without a row of its own.
 */
export const price = new Hono<ApiEnv>()
  .get(
    '/list',
    describe('price', 'The price list of every product (private and shared), prices on sale only', v.array(PriceView)),
    async (c) => c.json(await listPrices(c.get('db'), { enabledOnly: true }), 200),
  )
  .get(
    '/list-price',
    describe('price', 'The whole price list, rows taken off sale included', v.array(PriceView), 'admin'),
    signedIn(),
    adminOnly,
    async (c) => c.json(await listPrices(c.get('db'), { enabledOnly: false }), 200),
  )
  .put(
    '/upsert',
    describe('price', 'Set a price: the row `id`, or the row of that product, country and period (added if none)', PriceView, 'admin'),
    signedIn(),
    adminOnly,
    validate('json', UpsertPriceInput),
    async (c) => c.json(unwrapResult(await upsertPrice(c.get('db'), c.req.valid('json'), c.get('now'))), 200),
  )
  .delete(
    '/delete/:id',
    describe('price', 'Delete a price row (PRICE_NOT_EXISTS if there is none)', Done, 'admin'),
    signedIn(),
    adminOnly,
    validate('param', IdParam),
    async (c) => c.json(unwrapResult(await deletePrice(c.get('db'), c.req.valid('param').id)), 200),
  )

export const pricePrivate = new Hono<ApiEnv>().get(
  '/list',
  describe('price', 'The private price list: the prices of private proxies on sale (same shape as /api/price/list)', v.array(PriceView)),
  async (c) => c.json(await listPrices(c.get('db'), { enabledOnly: true, kind: 'private' }), 200),
)
