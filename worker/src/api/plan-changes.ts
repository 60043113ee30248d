import { type Context, Hono } from 'hono'
import {
  PlanAnswer,
  type PlanChangeChoice,
  PlanChangeChoice as PlanChangeChoiceSchema,
  PlanChangeCountryInput,
  PlanChangePrice,
  PlanIncreaseAmountInput,
  PlanIncreaseBandwidthInput,
  PlanRenewInput,
} from '../contract/plans'
import { changePlanOnce } from '../plans/paid-change'
import { planChange } from '../plans/plan-changes'
import { planView } from '../plans/plan-store'
import type { ApiEnv } from './context'
import { describe } from './describe'
import { callersPlan, planDepsOf } from './plan-context'
import { unwrapResult } from './results'
import { signedIn } from './session'
import { validate } from './validation'

/** A paid change of the caller's plan (Idempotency-Key: a retry answers the first call). */
async function changePlan(c: Context<ApiEnv>, choice: PlanChangeChoice) {
  const done = unwrapResult(await changePlanOnce(planDepsOf(c, choice.action, choice), await callersPlan(c), choice))
  return c.json({ plan: await planView(c.get('db'), done.plan, c.get('now')), balance: done.balance }, 200)
}

const paid = (summary: string) => describe('plan', `${summary} (Idempotency-Key: a retry answers the first call)`, PlanAnswer, 'signed-in')

/** Changes of a running plan (more proxies, bandwidth, countries), renewal, their prices, and the nodes' usage reports. */
export const planChanges = new Hono<ApiEnv>()
  .post(
    '/quote-change',
    describe('plan', 'The price of a change of the plan before making it', PlanChangePrice, 'api-key'),
    signedIn({ apiKey: true }),
    validate('json', PlanChangeChoiceSchema),
    async (c) => {
      const change = unwrapResult(await planChange(c.get('db'), await callersPlan(c), c.req.valid('json'), c.get('now')))
      return c.json({ price: change.price }, 200)
    },
  )
  .post(
    '/increase-amount',
    paid('Add proxies (a multiple of 50), paying for the rest of the period'),
    signedIn(),
    validate('json', PlanIncreaseAmountInput),
    async (c) => changePlan(c, { action: 'increase_amount', ...c.req.valid('json') }),
  )
  .post(
    '/increase-bandwidth',
    paid('Move the plan to a higher bandwidth tier, paying for the rest of the period'),
    signedIn(),
    validate('json', PlanIncreaseBandwidthInput),
    async (c) => changePlan(c, { action: 'increase_bandwidth', ...c.req.valid('json') }),
  )
  .post(
    '/change-country',
    paid('Move the plan to other countries (a 5% fee, plus dearer countries for the rest of the period)'),
    signedIn(),
    validate('json', PlanChangeCountryInput),
    async (c) => changePlan(c, { action: 'change_country', ...c.req.valid('json') }),
  )
  .post('/renew', paid('Renew an expired plan from now for a period'), signedIn(), validate('json', PlanRenewInput), async (c) =>
    changePlan(c, { action: 'renew', ...c.req.valid('json') }),
  )
