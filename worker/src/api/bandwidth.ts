import { Hono } from 'hono'
import * as v from 'valibot'
import { tierViews, updateTier } from '../catalogue/tiers'
import { BandwidthTierView } from '../contract/catalogue'
import { UpdateTierInput } from '../contract/catalogue-admin'
import type { ApiEnv } from './context'
import { describe } from './describe'
import { unwrapResult } from './results'
import { adminOnly, signedIn } from './session'
import { validate } from './validation'

export const bandwidth = new Hono<ApiEnv>()
  .get(
    '/list',
    describe(
      'bandwidth',
      'Bandwidth tiers (basic, advanced, premium, unlimited): monthly GB per proxy (null: unlimited), surcharge %',
      v.array(BandwidthTierView),
    ),
    async (c) => c.json(await tierViews(c.get('db')), 200),
  )
  .put(
    '/update',
    describe(
      'bandwidth',
      "Set a tier's monthly GB and surcharge (BANDWIDTH_INVALID: only 'unlimited' has no cap)",
      BandwidthTierView,
      'admin',
    ),
    signedIn(),
    adminOnly,
    validate('json', UpdateTierInput),
    async (c) => c.json(unwrapResult(await updateTier(c.get('db'), c.req.valid('json'), c.get('now'))), 200),
  )
