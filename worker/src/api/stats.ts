import { Hono } from 'hono'
import { DashboardView } from '../contract/dashboard'
import { StatsSummary } from '../contract/stats'
import { dashboardView } from '../dashboard/dashboard-view'
import { statsSummary } from '../db/stats'
import type { ApiEnv } from './context'
import { describe } from './describe'
import { signedIn } from './session'

export const stats = new Hono<ApiEnv>()
  .get(
    '/summary',
    describe('stats', 'The signed-in customer at a glance: orders, proxies, plan, trial, and the workspace check', StatsSummary, 'api-key'),
    signedIn({ apiKey: true }),
    async (c) => c.json(await statsSummary(c.get('db'), c.get('auth').user.id, c.get('now')), 200),
  )
  .get(
    '/dashboard',
    describe(
      'stats',
      "The dashboard in one call: balance, this month's spend, orders ending soon or renewable, recent orders and top-ups, 14 days of bytes and spend, kept notifications",
      DashboardView,
      'signed-in',
    ),
    signedIn(),
    async (c) => c.json(await dashboardView(c.env, c.get('db'), c.get('auth').user.id, c.get('now')), 200),
  )
