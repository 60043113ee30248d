import type { Context } from 'hono'
import { Hono } from 'hono'
import {
  AdminAutoRenewInput,
  AdminCancelInput,
  AdminExtendInput,
  AdminOrderAnswer,
  AdminOrderListQuery,
  RefundQuote,
} from '../contract/admin-orders'
import { listResult } from '../contract/list'
import { OrderView } from '../contract/orders'
import { rangeOf } from '../contract/shop-days'
import { findUserById } from '../db/users'
import { adminCancelOrder, adminExtendOrder, refundQuote } from '../orders/admin-orders'
import { adminSetAutoRenew } from '../orders/auto-renew-flag'
import { findOrderById, listOrders } from '../orders/order-queries'
import { toOrderView } from '../orders/order-views'
import { refuseOwnerForStaff } from './admin-target'
import type { ApiEnv } from './context'
import { describe } from './describe'
import { ApiError } from './errors'
import { callerOf, idParam, validateOrder } from './order'
import { unwrapResult } from './results'
import { adminOnly, signedIn } from './session'

/** The order an admin names, any user's; a role-2 admin may not change a role-0 admin's. */
async function orderFor(c: Context<ApiEnv>, id: string) {
  const order = await findOrderById(c.get('db'), id)
  if (!order) throw new ApiError('ORDER_NOT_EXIST')
  await refuseOwnerForStaff(c, order.userId)
  return order
}

const changed = (summary: string) => describe('order', summary, AdminOrderAnswer, 'admin')

/** Orders as an operator runs them: the list with filters, free days, cancellation with a refund, auto-renewal. */
export const orderAdmin = new Hono<ApiEnv>()
  .use('/admin-*', signedIn(), adminOnly)
  .get(
    '/admin-list',
    describe(
      'order',
      "Every user's orders, newest first; filters: status, product, country, user (id, username or e-mail), days made (from, to), code",
      listResult(OrderView),
      'admin',
    ),
    validateOrder('query', AdminOrderListQuery),
    async (c) => {
      const { page, limit, from, to, ...scope } = c.req.valid('query')
      const { rows, total } = await listOrders(c.get('db'), { ...scope, ...rangeOf({ from, to }) }, { page, limit })
      return c.json({ data: rows.map((row) => toOrderView(row, true)), total }, 200)
    },
  )
  .get(
    '/admin-refund-quote/:id',
    describe('order', 'What cancelling an order may give back: paid (the most) and the unused part of its period', RefundQuote, 'admin'),
    idParam,
    async (c) => {
      const order = await findOrderById(c.get('db'), c.req.valid('param').id)
      if (!order) throw new ApiError('ORDER_NOT_EXIST')
      return c.json(await refundQuote(c.get('db'), order, c.get('now')), 200)
    },
  )
  .put(
    '/admin-extend/:id',
    changed('Give an order days for free, from its end, with a reason (Idempotency-Key; audited)'),
    idParam,
    validateOrder('json', AdminExtendInput),
    async (c) => {
      const order = await orderFor(c, c.req.valid('param').id)
      const body = c.req.valid('json')
      const call = { caller: callerOf(c, order.userId), actorId: c.get('auth').user.id, route: `admin-extend:${order.id}`, body }
      return c.json(unwrapResult(await adminExtendOrder(call, order, body)), 200)
    },
  )
  .put(
    '/admin-cancel/:id',
    changed(
      'Cancel an order: its proxies go back to the pool, a refund (up to what was paid) to the balance through the ledger (Idempotency-Key; audited)',
    ),
    idParam,
    validateOrder('json', AdminCancelInput),
    async (c) => {
      const order = await orderFor(c, c.req.valid('param').id)
      const body = c.req.valid('json')
      const call = { caller: callerOf(c, order.userId), actorId: c.get('auth').user.id, route: `admin-cancel:${order.id}`, body }
      return c.json(unwrapResult(await adminCancelOrder(call, order, body)), 200)
    },
  )
  .put(
    '/admin-auto-renew/:id',
    describe('order', "Turn an order's auto-renewal on or off (audited)", AdminOrderAnswer, 'admin'),
    idParam,
    validateOrder('json', AdminAutoRenewInput),
    async (c) => {
      const order = await orderFor(c, c.req.valid('param').id)
      const actorId = c.get('auth').user.id
      const row = await adminSetAutoRenew(c.get('db'), order, { autoRenew: c.req.valid('json').autoRenew, actorId }, c.get('now'))
      const owner = await findUserById(c.get('db'), order.userId)
      return c.json({ order: toOrderView(row, true), balance: owner?.balance ?? 0 }, 200)
    },
  )
