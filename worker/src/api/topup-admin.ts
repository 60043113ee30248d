import { Hono } from 'hono'
import { AdminTopupExportQuery, AdminTopupQuery, AdminTopupView, MAX_EXPORT_ROWS } from '../contract/admin-topups'
import { csvDocument } from '../contract/csv'
import { listResult } from '../contract/list'
import { shopDateOf } from '../contract/shop-days'
import { listAdminTopups } from '../db/admin-topups'
import type { ApiEnv } from './context'
import { describe } from './describe'
import { adminOnly, signedIn } from './session'
import { validate } from './validation'

const HEADER = [
  'id',
  'created_at',
  'credited_at',
  'user',
  'email',
  'method',
  'status',
  'amount_xu',
  'bonus_xu',
  'paid',
  'currency',
  'vnd_per_usd',
  'provider_ref',
  'content',
]

/** Every top-up of every method for admins: the list, and the same rows as CSV. */
export const topupAdmin = new Hono<ApiEnv>()
  .use('/admin-topup-*', signedIn(), adminOnly)
  .get(
    '/admin-topup-list',
    describe(
      'bill',
      'Every top-up, newest first, 25 a page: whose, method, status, amount, promotion, provider reference; filters: method, status, user, days (from, to), search',
      listResult(AdminTopupView),
      'admin',
    ),
    validate('query', AdminTopupQuery),
    async (c) => {
      const { page, limit, ...filters } = c.req.valid('query')
      return c.json(await listAdminTopups(c.get('db'), filters, limit, (page - 1) * limit), 200)
    },
  )
  .get(
    '/admin-topup-export',
    describe('bill', `The top-ups the same filters find, as CSV (newest first, at most ${MAX_EXPORT_ROWS} rows)`, undefined, 'admin'),
    validate('query', AdminTopupExportQuery),
    async (c) => {
      const { data } = await listAdminTopups(c.get('db'), c.req.valid('query'), MAX_EXPORT_ROWS, 0)
      const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString())
      const rows = data.map((t) => [
        t._id,
        iso(t.createdAt),
        iso(t.creditedAt),
        t.username,
        t.email,
        t.method,
        t.status,
        t.amount,
        t.bonus,
        t.paid?.amount ?? null,
        t.paid?.currency ?? null,
        t.vndPerUsd,
        t.providerRef,
        t.content,
      ])
      return c.body(csvDocument(HEADER, rows), 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="topups-${shopDateOf(c.get('now'))}.csv"`,
      })
    },
  )
