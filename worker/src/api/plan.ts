import { Hono } from 'hono'
import * as v from 'valibot'
import { exportFile } from '../contract/export-formats'
import { ListQuery, listResult } from '../contract/list'
import { PurchaseQuote } from '../contract/orders'
import { AuthIpInput, MyPlan, PlanAnswer, PlanCheck, PlanChoice, PlanCountryView, PlanExportQuery, PlanLogView } from '../contract/plans'
import { parseAuthIps } from '../domain/auth-ips'
import { userBalance } from '../money/ledger'
import { createPlan } from '../plans/create-plan'
import { exportLines } from '../plans/plan-export'
import { quotePlan, sharedCountries } from '../plans/plan-quote'
import { findPlanOfUser, listPlanLogs, planView, proxiesOf, setPlanAuthIps, toPlanView } from '../plans/plan-store'
import { synchronizePlan } from '../plans/sync-plan'
import type { ApiEnv } from './context'
import { describe } from './describe'
import { ApiError } from './errors'
import { planChanges } from './plan-changes'
import { callersPlan, planDepsOf } from './plan-context'
import { unwrapResult } from './results'
import { signedIn } from './session'
import { validate } from './validation'

/** The shared plan (spec section 7, Plan): one per user; buying, reading, auth IPs, reload, log and export here, changes in plan-changes.ts. */
export const plan = new Hono<ApiEnv>()
  .get(
    '/countries',
    describe('plan', 'Countries on sale with shared proxies that have room for one more customer', listResult(PlanCountryView), 'api-key'),
    signedIn({ apiKey: true }),
    async (c) => {
      const data = await sharedCountries(c.get('db'))
      return c.json({ data, total: data.length }, 200)
    },
  )
  .post(
    '/quote',
    describe(
      'plan',
      'The server price of a plan (original, discount, final, renewal, proxies with room) and what stops it selling now: countries short of room for their share, the balance short',
      PurchaseQuote,
      'api-key',
    ),
    signedIn({ apiKey: true }),
    validate('json', PlanChoice),
    async (c) => {
      const balance = (await userBalance(c.get('db'), c.get('auth').user.id)) ?? 0
      return c.json(unwrapResult(await quotePlan(c.get('db'), c.req.valid('json'), balance)), 200)
    },
  )
  .post(
    '/create',
    describe('plan', 'Buy the one shared plan of the user (Idempotency-Key: a retry answers the first call)', PlanAnswer, 'signed-in'),
    signedIn(),
    validate('json', PlanChoice),
    async (c) => {
      const choice = c.req.valid('json')
      const done = unwrapResult(await createPlan(planDepsOf(c, 'create', choice), choice))
      return c.json({ plan: await planView(c.get('db'), done.plan, c.get('now')), balance: done.balance }, 200)
    },
  )
  .get('/my-plan', describe('plan', 'The plan with its proxies', MyPlan, 'api-key'), signedIn({ apiKey: true }), async (c) => {
    const plan = await callersPlan(c)
    return c.json(
      { plan: await planView(c.get('db'), plan, c.get('now')), proxies: await proxiesOf(c.get('db'), { type: 'plan', id: plan.id }) },
      200,
    )
  })
  .get(
    '/check-plan',
    describe('plan', 'Whether the user has a plan and its status; PLAN_PROCESSING while a change runs', PlanCheck, 'api-key'),
    signedIn({ apiKey: true }),
    async (c) => {
      const found = await findPlanOfUser(c.get('db'), c.get('auth').user.id)
      if (!found) return c.json({ hasPlan: false, status: null, processing: false }, 200)
      const view = toPlanView(found, c.get('now'), 0)
      if (view.processing) throw new ApiError('PLAN_PROCESSING')
      return c.json({ hasPlan: true, status: view.status, processing: false }, 200)
    },
  )
  .post(
    '/authIp',
    describe(
      'plan',
      'Set the auth IPs of every proxy of the plan: one IPv4 per line, at most 3',
      v.object({ authIps: v.array(v.string()) }),
      'api-key',
    ),
    signedIn({ apiKey: true }),
    validate('json', AuthIpInput),
    async (c) => {
      const plan = await callersPlan(c)
      const authIps = unwrapResult(parseAuthIps(c.req.valid('json').authIp, plan.authIps))
      await setPlanAuthIps(c.get('db'), plan.id, authIps)
      return c.json({ authIps }, 200)
    },
  )
  .post(
    '/synchronized-plan',
    describe(
      'plan',
      'Reload: replace proxies taken out of service with fresh ones, keep the rest',
      v.object({ ...MyPlan.entries, replaced: v.number() }),
      'api-key',
    ),
    signedIn({ apiKey: true }),
    async (c) => {
      const done = unwrapResult(await synchronizePlan(c.get('db'), await callersPlan(c), c.get('now')))
      const proxies = await proxiesOf(c.get('db'), { type: 'plan', id: done.plan.id })
      return c.json({ plan: await planView(c.get('db'), done.plan, c.get('now')), proxies, replaced: done.replaced }, 200)
    },
  )
  .get(
    '/logs',
    describe('plan', 'The purchase log of the plan, newest first, 25 a page', listResult(PlanLogView), 'api-key'),
    signedIn({ apiKey: true }),
    validate('query', ListQuery),
    async (c) => {
      const { page, limit } = c.req.valid('query')
      return c.json(await listPlanLogs(c.get('db'), (await callersPlan(c)).id, page, limit), 200)
    },
  )
  .get(
    '/export',
    describe(
      'plan',
      'The proxy list as a file: ip:port:user:pass, user:pass@ip:port, http://, socks5://, CSV, JSON or a custom template',
      undefined,
      'api-key',
    ),
    signedIn({ apiKey: true }),
    validate('query', PlanExportQuery),
    async (c) => {
      const plan = await callersPlan(c)
      const choice = c.req.valid('query')
      const text = exportLines(await proxiesOf(c.get('db'), { type: 'plan', id: plan.id }), plan, choice)
      const file = exportFile(choice.format)
      return c.body(text, 200, {
        'content-type': file.mediaType,
        'content-disposition': `attachment; filename="shared-plan-${plan.username}.${file.extension}"`,
      })
    },
  )
  .route('/', planChanges)
