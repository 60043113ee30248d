import { Hono } from 'hono'
import { LatestReconciliation, ReconciliationView } from '../contract/reconciliation'
import { latestReconciliation, reconcileLedger } from '../money/reconciliation'
import type { ApiEnv } from './context'
import { describe } from './describe'
import { adminOnly, signedIn } from './session'

/** The ledger's reconciliation for the admin area: the latest result, and a check run now. */
export const reconciliation = new Hono<ApiEnv>()
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
