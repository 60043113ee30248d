import { env } from 'cloudflare:workers'
import { inUserLock } from '../src/api/money-call'
import { sha256 } from '../src/auth/crypto'
import type { Result } from '../src/contract/errors'
import type { PlanEventCode } from '../src/contract/events'
import { type Database, database } from '../src/db/client'
import type { Idempotency } from '../src/durable-objects/user-account'
import type { MoneyAnswer, MoneyOp } from '../src/money/operations'
import type { OrderCaller } from '../src/orders/order-caller'
import type { PlanDeps } from '../src/plans/plan-deps'
import { userAccount } from './money'

/**
 * The callers of the shop fuzz, built as the API builds them (api/order.ts `callerOf`,
 * api/plan-context.ts `planDepsOf`), but at the model's clock: the API reads the time itself, and the
 * fuzz moves time by days to make orders expire, so it calls the domain functions the handlers call.
 * Money still goes through the user's UserAccount lock with the call's Idempotency-Key, as `moneyCall` sends it.
 */
export type Pay = (userId: string, op: MoneyOp, now: number, idempotency?: Idempotency) => Promise<Result<MoneyAnswer>>

export const payInLock: Pay = (userId, op, now, idempotency) => inUserLock(env, userId, op, now, idempotency)

/** How a call reaches D1 and the lock; a fault swaps either. */
export type Via = { db: Database; pay: Pay }
let plain: Via | undefined
export const plainVia = (): Via => {
  plain ??= { db: database(env.DB), pay: payInLock }
  return plain
}

/** As `moneyCall`: the key per call, and a fingerprint of the call and its body. */
async function idempotencyOf(route: string, key: string | undefined, body: unknown): Promise<Idempotency | undefined> {
  if (key === undefined) return undefined
  return { key: `${route}:${key}`, fingerprint: await sha256(`${route}\n${JSON.stringify(body)}`) }
}

/** As `eventKeyOf`: the Idempotency-Key, or a fresh id for a call without one. */
const tag = (prefix: string, key: string | undefined) => `${prefix}:${key ?? crypto.randomUUID()}`

export function orderCaller(via: Via, userId: string, now: number, key: string | undefined): OrderCaller {
  return {
    env,
    db: via.db,
    now,
    userId,
    tagged: (prefix) => tag(prefix, key),
    pay: async (op, route, body) => via.pay(userId, op, now, await idempotencyOf(route, key, body)),
  }
}

export function planDeps(via: Via, userId: string, now: number, call: string, body: unknown, key: string | undefined): PlanDeps {
  return {
    db: via.db,
    now,
    userId,
    eventKey: tag(`plan:${userId}:${call}`, key),
    pay: async (op) => via.pay(userId, op, now, await idempotencyOf(`plan-${call}`, key, body)),
    publish: async (planId: string, message: PlanEventCode, time: number) => {
      // A fresh stub each time: a reset object breaks the stubs it had.
      await userAccount(userId).publish({ type: 'plan', planId, message, time, isSuccess: message.endsWith('_SUCCESS') }, now)
    },
  }
}
