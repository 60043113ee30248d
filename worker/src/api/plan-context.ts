import type { Context } from 'hono'
import { fail, ok } from '../contract/errors'
import type { PlanDeps } from '../plans/plan-deps'
import { findPlanOfUser } from '../plans/plan-store'
import type { ApiEnv } from './context'
import { ApiError } from './errors'
import { eventKeyOf, moneyCall } from './money-call'

/**
 * What a plan call of the signed-in user needs: its event key (`plan:{user}:{call}:{Idempotency-Key}`),
 * the user's lock for the money (the answer kept for the call's key and body), and the live channel.
 */
export function planDepsOf(c: Context<ApiEnv>, call: string, body: unknown): PlanDeps {
  const userId = c.get('auth').user.id
  const account = c.env.USER_ACCOUNT.get(c.env.USER_ACCOUNT.idFromName(userId))
  return {
    db: c.get('db'),
    now: c.get('now'),
    userId,
    eventKey: eventKeyOf(c, `plan:${userId}:${call}`),
    pay: async (op) => {
      try {
        return ok(await moneyCall(c, userId, op, `plan-${call}`, body))
      } catch (error) {
        if (error instanceof ApiError) return fail(error.code)
        throw error
      }
    },
    publish: async (planId, message, time) => {
      await account.publish({ type: 'plan', planId, message, time, isSuccess: message.endsWith('_SUCCESS') }, c.get('now'))
    },
  }
}

/** The caller's plan, or NOT_YET_CREATE_PLAN. */
export async function callersPlan(c: Context<ApiEnv>) {
  const plan = await findPlanOfUser(c.get('db'), c.get('auth').user.id)
  if (!plan) throw new ApiError('NOT_YET_CREATE_PLAN')
  return plan
}
