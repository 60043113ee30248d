import { Hono } from 'hono'
import { agencyTotals } from '../agency/agency-reads'
import { findAgencyOfUser, toAgencyView } from '../agency/agency-store'
import { agencyLinksOfUser } from '../agency/user-links'
import { MyAgency } from '../contract/agency'
import { loadPublicSettings } from '../db/settings'
import type { ApiEnv } from './context'
import { describe } from './describe'
import { signedIn } from './session'

/** `GET /api/user/agency` (spec section 7): the caller's agency with its totals, and the agency that referred them. */
export const userAgency = new Hono<ApiEnv>().get(
  '/agency',
  describe(
    'user',
    "The caller's agency (code, state, rates, customers, commission pending and paid) and the agency that referred them",
    MyAgency,
    'api-key',
  ),
  signedIn({ apiKey: true }),
  async (c) => {
    const db = c.get('db')
    const user = c.get('auth').user
    const [own, links, settings] = await Promise.all([
      findAgencyOfUser(db, user.id),
      agencyLinksOfUser(db, user, c.get('now')),
      loadPublicSettings(db),
    ])
    const agency = own ? { ...toAgencyView(own), totals: await agencyTotals(db, own.id) } : null
    return c.json({ agency, ownerAgency: links.ownerAgency, pendingDays: settings.agency.pendingDays }, 200)
  },
)
