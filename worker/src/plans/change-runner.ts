import { and, eq, sql } from 'drizzle-orm'
import { fail, ok, type Result } from '../contract/errors'
import type { PlanEventCode } from '../contract/events'
import type { TransactionType } from '../contract/ledger'
import type { PlanAction, PlanChangeStatus } from '../contract/plans'
import { plans } from '../db/schema'
import type { RawStatement } from '../money/purchase'
import { freshPaymentTime, type PlanDeps } from './plan-deps'
import { insertLog, updatePlan } from './plan-statements'
import { findPlanOfUser, type PlanRow } from './plan-store'
import { guard } from './shared-stock'

/** One change of a running (or, for a renewal, an expired) plan, priced and described by its caller. */
export type PlanChange = {
  action: Exclude<PlanAction, 'buy'>
  status: PlanChangeStatus
  type: TransactionType
  events: [success: PlanEventCode, failure: PlanEventCode]
  price: number
  note: string
  /** The plan's columns after the change. */
  set: Parameters<typeof updatePlan>[2]
  /** The claims and releases of shared proxies that go with it. */
  stock: RawStatement[]
}

export type PlanResult = { plan: PlanRow; balance: number }

/**
 * Runs a change in three steps. First the plan is marked with the change's status (spec section 4:
 * 'increasing amount', 'renewing', ...) if nobody changed it since it was read, so two changes of
 * one plan never overlap (the second answers PLAN_PROCESSING). Then the money and the change go as
 * one purchase batch, guarded by that mark. Last, whatever happened, a mark still standing is taken
 * off; one left by a crash is taken off by the plan jobs after a few minutes.
 */
export async function runChange(deps: PlanDeps, plan: PlanRow, change: PlanChange): Promise<Result<PlanResult>> {
  const { db, now } = deps
  const mark = Math.max(now, plan.updatedAt + 1)
  const marked = await db
    .update(plans)
    .set({ status: change.status, updatedAt: mark })
    .where(and(eq(plans.id, plan.id), eq(plans.status, plan.status), eq(plans.updatedAt, plan.updatedAt)))
    .returning({ id: plans.id })
  if (marked.length === 0) return fail('PLAN_PROCESSING')
  const log = { planId: plan.id, userId: deps.userId, action: change.action, price: change.price, note: change.note }
  try {
    const paid = await deps
      .pay({
        kind: 'purchase',
        userId: deps.userId,
        eventKey: deps.eventKey,
        amount: change.price,
        type: change.type,
        content: `Shared plan ${change.action.replace('_', ' ')}: ${change.note}`,
        refType: 'plan',
        refId: plan.id,
        statements: [
          guard('SELECT count(*) FROM plans WHERE id = ? AND status = ? AND updated_at = ?', plan.id, change.status, mark),
          updatePlan(db, plan.id, { ...change.set, status: 'using', updatedAt: mark + 1 }),
          ...change.stock,
          insertLog(db, { ...log, success: true }, now).toSQL(),
        ],
      })
      .catch(async (error: unknown) => {
        await deps.publish(plan.id, change.events[1], now)
        throw error
      })
    if (!paid.ok) {
      const after = await findPlanOfUser(db, deps.userId)
      // The guard failed: the mark was taken off under the change (it waited past the jobs' patience).
      const code = paid.code === 'NOT_ENOUGT_PROXY' && after?.updatedAt !== mark ? 'PLAN_PROCESSING' : paid.code
      await insertLog(db, { ...log, success: false, note: `${change.note} · ${code}` }, now, `failed:${deps.eventKey}`)
      await deps.publish(plan.id, change.events[1], now)
      return fail(code)
    }
    const paidAt = freshPaymentTime(paid.value, now)
    if (paidAt !== null) await deps.publish(plan.id, change.events[0], paidAt)
    const changed = await findPlanOfUser(db, deps.userId)
    return changed ? ok({ plan: changed, balance: paid.value.balance }) : fail('NOT_YET_CREATE_PLAN')
  } finally {
    await db
      .update(plans)
      .set({ status: sql`CASE WHEN ${plans.expiresAt} <= ${now} THEN 'expired' ELSE 'using' END`, updatedAt: mark + 1 })
      .where(and(eq(plans.id, plan.id), eq(plans.status, change.status), eq(plans.updatedAt, mark)))
  }
}
