import { Hono } from 'hono'
import * as v from 'valibot'
import { adminListAgencies, adminUpdateAgency } from '../agency/admin-agencies'
import { listCommissions } from '../agency/agency-reads'
import { toCommissionView } from '../agency/commission-views'
import { AdminAgencyQuery, AdminAgencyUpdate, AdminAgencyView, AdminCommissionQuery, AdminCommissionView } from '../contract/agency-admin'
import { listResult } from '../contract/list'
import { loadPublicSettings } from '../db/settings'
import type { ApiEnv } from './context'
import { describe } from './describe'
import { unwrapResult } from './results'
import { adminOnly, signedIn } from './session'
import { validate } from './validation'

const IdParam = v.object({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(64, 'tooLong')) })

/** The agency programme as admins run it (ADR 0030): agencies, their activation and rates, commissions. */
export const agencyAdmin = new Hono<ApiEnv>()
  .use('/admin-*', signedIn(), adminOnly)
  .get(
    '/admin-list',
    describe(
      'agency',
      'Agencies, newest first, by state (active), searched by code, username or e-mail; with owner and totals',
      listResult(AdminAgencyView),
      'admin',
    ),
    validate('query', AdminAgencyQuery),
    async (c) => c.json(await adminListAgencies(c.get('db'), c.req.valid('query')), 200),
  )
  .put(
    '/admin-update/:id',
    describe(
      'agency',
      'Activate or deactivate an agency, or set its commission rate and customer discount (audited)',
      AdminAgencyView,
      'admin',
    ),
    validate('param', IdParam),
    validate('json', AdminAgencyUpdate),
    async (c) => {
      const input = { agencyId: c.req.valid('param').id, change: c.req.valid('json'), actorId: c.get('auth').user.id, now: c.get('now') }
      return c.json(unwrapResult(await adminUpdateAgency(c.get('db'), input)), 200)
    },
  )
  .get(
    '/admin-commissions',
    describe('agency', "Every agency's commissions (or one's), newest first, in a state or any", listResult(AdminCommissionView), 'admin'),
    validate('query', AdminCommissionQuery),
    async (c) => {
      const { page, limit, status, agencyId } = c.req.valid('query')
      const db = c.get('db')
      const [{ rows, total }, settings] = await Promise.all([
        listCommissions(db, { agencyId, status }, { page, limit }),
        loadPublicSettings(db),
      ])
      const data = rows.map((row) => ({
        ...toCommissionView(row, settings.agency.pendingDays),
        agency: row.agencyCode,
        customerEmail: row.customerEmail,
      }))
      return c.json({ data, total }, 200)
    },
  )
