import { periodMs } from '../contract/catalogue'
import { fail, ok, type Result } from '../contract/errors'
import type { PlanChoice } from '../contract/plans'
import { userBalance } from '../money/ledger'
import type { PlanResult } from './change-runner'
import { newProxyLogin, planIdOf } from './credentials'
import { freshPaymentTime, type PlanDeps } from './plan-deps'
import { checkCountries, monthlyPriceOf, pricePlan } from './plan-prices'
import { bandwidthTotalGb, isPlanAmount, splitAmount } from './plan-rules'
import { insertLog, insertPlan, planNote } from './plan-statements'
import { findPlanOfUser } from './plan-store'
import { claimShared, guard } from './shared-stock'

/**
 * Buys the user's one plan: the debit (buy proxy shared), the plan with its own proxy login, the
 * shared proxies claimed in each country and the log row, as one purchase batch. The batch itself
 * checks that the user still has no plan, so two buys at once make one plan.
 */
export async function createPlan(deps: PlanDeps, choice: PlanChoice): Promise<Result<PlanResult>> {
  const { db, now, userId } = deps
  if (!isPlanAmount(choice.amount)) return fail('AMOUNT_PROXY_NOT_VALID')
  const planId = await planIdOf(userId, deps.eventKey)
  const existing = await findPlanOfUser(db, userId)
  // The same call again (same Idempotency-Key) answers with the plan it made.
  if (existing?.id === planId) return ok({ plan: existing, balance: (await userBalance(db, userId)) ?? 0 })
  if (existing) return fail('ALREADY_CREATE_PLAN')
  const onSale = await checkCountries(db, choice.countries)
  if (!onSale.ok) return onSale
  const shape = { amount: choice.amount, countries: choice.countries, bandwidthTier: choice.bandwidthTier }
  const [priced, monthly] = await Promise.all([pricePlan(db, shape, choice.periodUnit, choice.periodCount), monthlyPriceOf(db, shape)])
  if (!priced.ok) return priced
  if (!monthly.ok) return monthly
  const price = priced.value.quote.totalPrice
  const note = planNote(shape, `${choice.periodCount} ${choice.periodUnit}`)
  const owner = { type: 'plan', id: planId } as const
  const paid = await deps
    .pay({
      kind: 'purchase',
      userId,
      eventKey: deps.eventKey,
      amount: price,
      type: 'buy_proxy_shared',
      content: `Shared plan: ${note}`,
      refType: 'plan',
      refId: planId,
      statements: [
        guard('SELECT count(*) = 0 FROM plans WHERE user_id = ?', userId),
        insertPlan(db, {
          id: planId,
          userId,
          ...shape,
          bandwidthGb: bandwidthTotalGb(priced.value.monthlyGb, choice.amount),
          authIps: [],
          ...newProxyLogin('sp'),
          status: 'using',
          monthlyPrice: monthly.value.quote.totalPrice,
          startsAt: now,
          expiresAt: now + periodMs(choice.periodUnit, choice.periodCount),
          createdAt: now,
          updatedAt: now,
        }),
        ...splitAmount(choice.amount, choice.countries).flatMap(([country, count]) => claimShared(owner, country, count, now)),
        insertLog(db, { planId, userId, action: 'buy', success: true, price, note }, now).toSQL(),
      ],
    })
    .catch(async (error: unknown) => {
      await deps.publish(planId, 'BUY_FAIL', now)
      throw error
    })
  if (!paid.ok) {
    // A guard that failed means another buy made the plan first.
    const code = paid.code === 'NOT_ENOUGT_PROXY' && (await findPlanOfUser(db, userId)) ? 'ALREADY_CREATE_PLAN' : paid.code
    await deps.publish(planId, 'BUY_FAIL', now)
    return fail(code)
  }
  const paidAt = freshPaymentTime(paid.value, now)
  if (paidAt !== null) await deps.publish(planId, 'BUY_SUCCESS', paidAt)
  const plan = await findPlanOfUser(db, userId)
  return plan ? ok({ plan, balance: paid.value.balance }) : fail('NOT_YET_CREATE_PLAN')
}
