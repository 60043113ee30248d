import { Hono } from 'hono'
import { AdminOverview, AdminOverviewQuery } from '../contract/admin-overview'
import { LatestReconciliation, ReconciliationView } from '../contract/reconciliation'
import { adminOverview } from '../db/admin-overview'
import { latestReconciliation, reconcileLedger } from '../money/reconciliation'
import type { ApiEnv } from './context'
import { describe } from './describe'
import { adminOnly, signedIn } from './session'
import { validate } from './validation'

/** The admin area's figures: the overview, the ledger's latest reconciliation, and a check run now. */
export const reconciliation = new Hono<ApiEnv>()
  .get(
    '/admin-overview',
    describe(
      'stats',
      'The shop at a glance: revenue, top-ups by method, new users, orders (today, this month, a chart by day, week or month), stock with low-stock warnings, nodes, the last reconciliation',
      AdminOverview,
      'admin',
    ),
    signedIn(),
    adminOnly,
    validate('query', AdminOverviewQuery),
    async (c) => c.json(await adminOverview(c.get('db'), c.req.valid('query').unit, c.get('now')), 200),
  )
  .get(
    '/reconciliation',
    describe(
      'stats',
      "The ledger's latest reconciliation: balances against the ledger, provider events against top-ups",
      LatestReconciliation,
      'admin',
    ),
    signedIn(),
    adminOnly,
    async (c) => c.json({ latest: await latestReconciliation(c.get('db')) }, 200),
  )
  .post(
    '/reconcile',
    describe('stats', 'Reconcile the ledger now (the daily job does the same); stores and answers the result', ReconciliationView, 'admin'),
    signedIn(),
    adminOnly,
    async (c) => c.json(await reconcileLedger(c.get('db'), c.get('now'), 'admin'), 200),
  )
