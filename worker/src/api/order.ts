import type { StandardSchemaV1 } from '@standard-schema/spec'
import { type Context, Hono, type ValidationTargets } from 'hono'
import { validator } from 'hono-openapi'
import * as v from 'valibot'
import { fail, isErrorCode, ok } from '../contract/errors'
import { listResult } from '../contract/list'
import {
  AutoRenewInput,
  IncreaseBandwidthInput,
  OrderAnswer,
  OrderChoice,
  OrderDetail,
  OrderIdParam,
  OrderListQuery,
  OrderPurchaseQuote,
  OrderRenewQuote,
  OrderView,
  PackageQuote,
  RenewListAnswer,
  RenewListInput,
  UpgradeQuote,
} from '../contract/orders'
import { purchaseQuote } from '../domain/purchase-check'
import { userBalance } from '../money/ledger'
import { setAutoRenew } from '../orders/auto-renew-flag'
import { buy } from '../orders/buy'
import { increaseBandwidth, quoteUpgrade } from '../orders/increase-bandwidth'
import { offerOfChoice, offerOfPackage } from '../orders/offers'
import type { OrderCaller } from '../orders/order-caller'
import { orderDetail } from '../orders/order-detail'
import { listOrders } from '../orders/order-queries'
import { toOrderView } from '../orders/order-views'
import { priceChoice } from '../orders/price-choice'
import { packageQuote, renewOrderQuote } from '../orders/quotes'
import { renewOrder } from '../orders/renew'
import { renewList } from '../orders/renew-list'
import type { ApiEnv } from './context'
import { describe } from './describe'
import { ApiError, errorResponse } from './errors'
import { eventKeyOf, moneyCall } from './money-call'
import { unwrapResult } from './results'
import { signedIn } from './session'
import { codeFor, toValidationIssues } from './validation'

/**
 * Like `validate`, but a mistake the catalogue has a code for (an amount out of range:
 * AMOUNT_PROXY_NOT_VALID) is answered with that code when it is the only one.
 */
export function validateOrder<Target extends keyof ValidationTargets, Schema extends StandardSchemaV1>(target: Target, schema: Schema) {
  return validator(target, schema, (result, c) => {
    if (result.success) return
    const issues = toValidationIssues(result.error)
    const only = issues.length === 1 ? issues[0]?.message : undefined
    return isErrorCode(only) ? errorResponse(c, only) : errorResponse(c, codeFor(issues), issues)
  })
}

/**
 * Who buys or renews and how they pay (also the bought-proxy renewal's caller, so both share Idempotency-Key semantics);
 * an admin's call for a user names that user, whose lock and balance it uses.
 */
export function callerOf(c: Context<ApiEnv>, userId: string = c.get('auth').user.id): OrderCaller {
  return {
    env: c.env,
    db: c.get('db'),
    now: c.get('now'),
    userId,
    tagged: (prefix) => eventKeyOf(c, prefix),
    pay: async (op, route, body) => {
      try {
        return ok(await moneyCall(c, userId, op, route, body))
      } catch (error) {
        if (error instanceof ApiError) return fail(error.code)
        throw error
      }
    },
  }
}

/** The signed-in buyer as the agency programme's reductions need them. */
const askerOf = (c: Context<ApiEnv>) => {
  const { id, ownerAgencyId } = c.get('auth').user
  return { buyer: { id, ownerAgencyId }, now: c.get('now') }
}

const answered = (summary: string) => describe('order', summary, OrderAnswer, 'signed-in')
export const idParam = validateOrder('param', OrderIdParam)
const notFound = () => new ApiError('ORDER_NOT_EXIST')

export const order = new Hono<ApiEnv>()
  .post(
    '/quote',
    describe(
      'order',
      'The server price of a choice (original, discount, the agency discount and coupon, each its own line, final, renewal, stock) and what stops it selling now: stock short, the balance short',
      OrderPurchaseQuote,
      'api-key',
    ),
    signedIn({ apiKey: true }),
    validateOrder('json', OrderChoice),
    async (c) => {
      const choice = c.req.valid('json')
      const { applied: _, ...quoted } = unwrapResult(await priceChoice(c.get('db'), choice, askerOf(c)))
      const balance = (await userBalance(c.get('db'), c.get('auth').user.id)) ?? 0
      const wants = [{ countryCode: choice.countryCode, wanted: choice.amount, available: quoted.stock }]
      return c.json(purchaseQuote(quoted, wants, balance), 200)
    },
  )
  .post(
    '/create',
    answered('Buy proxies of a choice at the server price (Idempotency-Key: a retry answers the first purchase)'),
    signedIn(),
    validateOrder('json', OrderChoice),
    async (c) => {
      const choice = c.req.valid('json')
      const offer = () => offerOfChoice(c.get('db'), choice, askerOf(c))
      return c.json(unwrapResult(await buy(callerOf(c), { route: 'order-create', body: choice, offer })), 200)
    },
  )
  .post('/buy-package/:id', answered('Buy a ready-made package at its price (Idempotency-Key)'), signedIn(), idParam, async (c) => {
    const { id } = c.req.valid('param')
    const offer = () => offerOfPackage(c.get('db'), id)
    return c.json(unwrapResult(await buy(callerOf(c), { route: `order-package:${id}`, body: {}, offer })), 200)
  })
  .get(
    '/package-quote/:id',
    describe(
      'order',
      'What buying a ready-made package costs now and what stops it selling: its country short of stock, the balance short',
      PackageQuote,
      'api-key',
    ),
    signedIn({ apiKey: true }),
    idParam,
    async (c) => c.json(unwrapResult(await packageQuote(c.get('db'), c.get('auth').user.id, c.req.valid('param').id)), 200),
  )
  .get(
    '/list',
    describe('order', 'Orders of the signed-in user, newest first, 25 a page; search by order code', listResult(OrderView), 'api-key'),
    signedIn({ apiKey: true }),
    validateOrder('query', OrderListQuery),
    async (c) => {
      const { page, limit, ...scope } = c.req.valid('query')
      const { rows, total } = await listOrders(c.get('db'), { ...scope, userId: c.get('auth').user.id }, { page, limit })
      return c.json({ data: rows.map((row) => toOrderView(row)), total }, 200)
    },
  )
  .get(
    '/detail/:id',
    describe('order', 'One order of the signed-in user: its proxies and history', OrderDetail, 'api-key'),
    signedIn({ apiKey: true }),
    idParam,
    async (c) => {
      const detail = await orderDetail(c.get('db'), c.get('auth').user.id, c.req.valid('param').id)
      if (!detail) throw notFound()
      return c.json(detail, 200)
    },
  )
  .put('/renew/:id', answered('Renew an expired order for one more period (Idempotency-Key)'), signedIn(), idParam, async (c) =>
    c.json(unwrapResult(await renewOrder(callerOf(c), c.req.valid('param').id)), 200),
  )
  .get(
    '/renew-quote/:id',
    describe('order', 'What renewing an expired order costs now and what the balance lacks for it', OrderRenewQuote, 'api-key'),
    signedIn({ apiKey: true }),
    idParam,
    async (c) => {
      const quoted = await renewOrderQuote(c.get('db'), c.get('auth').user.id, c.req.valid('param').id, c.get('now'))
      return c.json(unwrapResult(quoted), 200)
    },
  )
  .put(
    '/renew-list-order',
    describe('order', 'Renew several expired orders, each its own purchase (Idempotency-Key)', RenewListAnswer, 'signed-in'),
    signedIn(),
    validateOrder('json', RenewListInput),
    async (c) => c.json(await renewList(callerOf(c), c.req.valid('json').listOrderId), 200),
  )
  .put(
    '/increase-bandwidth/:id',
    answered('Move an order in use to a higher bandwidth tier, paying for the rest of its period (Idempotency-Key)'),
    signedIn(),
    idParam,
    validateOrder('json', IncreaseBandwidthInput),
    async (c) => {
      const tier = c.req.valid('json').bandwidth
      return c.json(unwrapResult(await increaseBandwidth(callerOf(c), c.req.valid('param').id, tier)), 200)
    },
  )
  .post(
    '/increase-bandwidth-quote/:id',
    describe('order', 'What moving an order to a higher tier costs now, and its renewal price after', UpgradeQuote, 'api-key'),
    signedIn({ apiKey: true }),
    idParam,
    validateOrder('json', IncreaseBandwidthInput),
    async (c) => {
      const { db, now } = { db: c.get('db'), now: c.get('now') }
      const quoted = await quoteUpgrade(db, c.get('auth').user.id, c.req.valid('param').id, c.req.valid('json').bandwidth, now)
      return c.json(unwrapResult(quoted), 200)
    },
  )
  .put(
    '/auto-renew/:id',
    describe('order', 'Turn auto-renewal of an order on or off', v.object({ order: OrderView }), 'signed-in'),
    signedIn(),
    idParam,
    validateOrder('json', AutoRenewInput),
    async (c) => {
      const { id } = c.req.valid('param')
      const row = await setAutoRenew(c.get('db'), c.get('auth').user.id, id, c.req.valid('json').autoRenew, c.get('now'))
      if (!row) throw notFound()
      return c.json({ order: toOrderView(row) }, 200)
    },
  )
