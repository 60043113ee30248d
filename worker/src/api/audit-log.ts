import { Hono } from 'hono'
import { MAX_EXPORT_ROWS } from '../contract/admin-topups'
import { AuditEntryView, AuditExportQuery, AuditQuery } from '../contract/audit'
import { csvDocument } from '../contract/csv'
import { listResult } from '../contract/list'
import { shopDateOf } from '../contract/shop-days'
import { listAudit } from '../db/audit'
import type { ApiEnv } from './context'
import { describe } from './describe'
import { adminOnly, signedIn } from './session'
import { validate } from './validation'

/** The audit log for admins: who did what to which user, balance or setting, before and after, when. */
const HEADER = ['created_at', 'action', 'admin', 'admin_email', 'user', 'user_email', 'subject', 'before', 'after', 'note']

export const auditLog = new Hono<ApiEnv>()
  .get(
    '/export-audit',
    describe('log', `The audit rows the same filters find, as CSV (newest first, at most ${MAX_EXPORT_ROWS})`, undefined, 'admin'),
    signedIn(),
    adminOnly,
    validate('query', AuditExportQuery),
    async (c) => {
      const { data } = await listAudit(c.get('db'), { ...c.req.valid('query'), page: 1, limit: MAX_EXPORT_ROWS })
      const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value))
      const rows = data.map((row) => [
        new Date(row.createdAt).toISOString(),
        row.action,
        row.admin.username,
        row.admin.email,
        row.user?.username,
        row.user?.email,
        row.subject,
        json(row.before),
        json(row.after),
        row.note,
      ])
      return c.body(csvDocument(HEADER, rows), 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="audit-${shopDateOf(c.get('now'))}.csv"`,
      })
    },
  )
  .get(
    '/list-audit',
    describe(
      'log',
      'What admins did to users, balances and settings, newest first, 25 a page; filters: admin and user (id, username or e-mail), action',
      listResult(AuditEntryView),
      'admin',
    ),
    signedIn(),
    adminOnly,
    validate('query', AuditQuery),
    async (c) => c.json(await listAudit(c.get('db'), c.req.valid('query')), 200),
  )
