import { fail, ok, type Result } from '../contract/errors'
import type { Database } from '../db/client'
import { runBatch } from './batch'
import { splitAmount } from './plan-rules'
import { updatePlan } from './plan-statements'
import { findPlanOfUser, isChanging, type PlanRow, proxiesOf } from './plan-store'
import { claimShared, guard, type Owner, releaseDisabled } from './shared-stock'

/**
 * Reload (`synchronized-plan`): proxies an admin took out of service are let go and replaced with
 * fresh ones in their countries, the rest stay. Free of charge, all or nothing: when there is not
 * enough room for the replacements, nothing changes (NOT_ENOUGT_PROXY).
 */
export async function synchronizePlan(db: Database, plan: PlanRow, now: number): Promise<Result<{ plan: PlanRow; replaced: number }>> {
  if (isChanging(plan.status)) return fail('PLAN_PROCESSING')
  if (plan.releasedAt !== null) return fail('ORDER_EXPIRED')
  const owner: Owner = { type: 'plan', id: plan.id }
  const replaced = (await proxiesOf(db, owner)).filter((proxy) => proxy.disabled).length
  const done = await runBatch(db, [
    guard('SELECT count(*) FROM plans WHERE id = ? AND status = ? AND updated_at = ?', plan.id, plan.status, plan.updatedAt),
    releaseDisabled(owner),
    ...splitAmount(plan.amount, plan.countries).flatMap(([country, count]) => claimShared(owner, country, count, now)),
    updatePlan(db, plan.id, { updatedAt: Math.max(now, plan.updatedAt + 1) }),
  ])
  const after = await findPlanOfUser(db, plan.userId)
  if (!after) return fail('NOT_YET_CREATE_PLAN')
  if (!done.ok) return fail(after.updatedAt !== plan.updatedAt ? 'PLAN_PROCESSING' : done.code)
  return ok({ plan: after, replaced })
}
