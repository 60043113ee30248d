import { ok, type Result } from '../contract/errors'
import type { PlanChangeChoice } from '../contract/plans'
import { rowsByEventKeys } from '../money/ledger'
import { repeatOf } from '../money/purchase'
import { type PlanResult, runChange } from './change-runner'
import { planChange } from './plan-changes'
import type { PlanDeps } from './plan-deps'
import type { PlanRow } from './plan-store'

/**
 * A paid change of a plan, once per event key (the call's Idempotency-Key). A change already paid
 * under the key answers from its payment, before the rules and prices: the change itself has since
 * made them refuse it (the plan is already on that tier, in those countries, renewed).
 */
export async function changePlanOnce(deps: PlanDeps, plan: PlanRow, choice: PlanChangeChoice): Promise<Result<PlanResult>> {
  const [paidBefore] = await rowsByEventKeys(deps.db, [deps.eventKey])
  if (paidBefore) {
    const repeat = await deps.pay(repeatOf(paidBefore))
    return repeat.ok ? ok({ plan, balance: repeat.value.balance }) : repeat
  }
  const change = await planChange(deps.db, plan, choice, deps.now)
  return change.ok ? runChange(deps, plan, change.value) : change
}
