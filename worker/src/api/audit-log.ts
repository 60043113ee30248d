import { Hono } from 'hono'
import { AuditEntryView, AuditQuery } from '../contract/audit'
import { listResult } from '../contract/list'
import { listAudit } from '../db/audit'
import type { ApiEnv } from './context'
import { describe } from './describe'
import { adminOnly, signedIn } from './session'
import { validate } from './validation'

/** The audit log for admins: who did what to which user, balance or setting, before and after, when. */
export const auditLog = new Hono<ApiEnv>().get(
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
