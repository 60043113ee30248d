import { Hono } from 'hono'
import { StatsSummary } from '../contract/stats'
import { statsSummary } from '../db/stats'
import type { ApiEnv } from './context'
import { describe } from './describe'
import { signedIn } from './session'

export const stats = new Hono<ApiEnv>().get(
  '/summary',
  describe('stats', 'The signed-in customer at a glance: orders, proxies, plan, trial, and the workspace check', StatsSummary, 'api-key'),
  signedIn({ apiKey: true }),
  async (c) => c.json(await statsSummary(c.get('db'), c.get('auth').user.id, c.get('now')), 200),
)
