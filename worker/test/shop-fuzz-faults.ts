import { evictDurableObject, runInDurableObject } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { database } from '../src/db/client'
import type { UserAccount } from '../src/durable-objects/user-account'
import type { Env } from '../src/env'
import { userAccount } from './money'
import { type Pay, payInLock, type Via } from './shop-fuzz-callers'

/**
 * The money fuzz's faults, where a shop call has them; after each (but evicted-before) the caller
 * retries the call with the same Idempotency-Key, as a client whose request failed does:
 * - crash-before-pay: the Worker dies just before paying (a plan change has marked its plan by then);
 * - crash-after-pay: the Worker dies right after the payment, before answering;
 * - lost-answer: D1 commits the payment's batch but its answer is lost (the lock sees an error);
 * - crash-after-commit: D1 commits, then the user's object is aborted before anyone got the answer;
 * - reset-during: the user's object is reset while the payment is in flight;
 * - evicted-before: the user's object is evicted (memory gone, storage kept) before the call.
 */
export const faults = [
  'crash-before-pay',
  'crash-after-pay',
  'lost-answer',
  'crash-after-commit',
  'reset-during',
  'evicted-before',
] as const
export type Fault = 'none' | (typeof faults)[number]

const died = (when: string) => new Error(`the Worker died ${when}`)

/**
 * D1 as a Worker has it until it dies: from then on every statement fails, so nothing after the
 * point of death is written (a `finally` that would tidy up included).
 */
function mortal(db: D1Database, dead: { now: boolean }): D1Database {
  return new Proxy(db, {
    get(target, name) {
      const value = Reflect.get(target, name)
      if (typeof value !== 'function') return value
      return (...args: unknown[]) => {
        if (dead.now && (name === 'prepare' || name === 'batch')) throw died('before this statement')
        return value.apply(target, args)
      }
    },
  })
}

/** D1 as the lock gets it, except that a batch's answer is lost after it committed. */
function answerLost(db: D1Database, afterCommit: () => void): D1Database {
  return new Proxy(db, {
    get(target, name) {
      const value = Reflect.get(target, name)
      if (name !== 'batch') return typeof value === 'function' ? value.bind(target) : value
      return async (statements: D1PreparedStatement[]) => {
        await target.batch(statements)
        afterCommit()
        throw new Error('D1_ERROR: Network connection lost.')
      }
    },
  })
}

/** A payment through the user's lock (its queue, its idempotency store) with a D1 that loses the batch's answer. */
const payLosingAnswer =
  (crash: boolean): Pay =>
  async (userId, op, now, idempotency) => {
    await runInDurableObject(userAccount(userId), async (instance: UserAccount, state) => {
      const account = instance as unknown as { env: Env }
      const real = account.env
      account.env = { ...real, DB: answerLost(real.DB, () => crash && state.abort('crashed after the commit')) }
      try {
        await instance.moneyOp(op, now, idempotency)
      } finally {
        account.env = real
      }
    }).catch(() => undefined)
    throw new Error('D1_ERROR: Network connection lost.')
  }

const abort = (userId: string) =>
  runInDurableObject(userAccount(userId), (_instance, state) => state.abort('reset by the fuzz')).catch(() => undefined)

/** How the first, faulted attempt of a call reaches D1 and the lock. */
export function faultyVia(fault: Fault): Via {
  const dead = { now: false }
  const db = database(mortal(env.DB, dead))
  const pays: Record<Exclude<Fault, 'none' | 'evicted-before'>, Pay> = {
    'crash-before-pay': async () => {
      dead.now = true
      throw died('before paying')
    },
    'crash-after-pay': async (...args) => {
      await payInLock(...args)
      dead.now = true
      throw died('after paying')
    },
    'lost-answer': payLosingAnswer(false),
    'crash-after-commit': payLosingAnswer(true),
    'reset-during': async (...args) => {
      await Promise.allSettled([payInLock(...args), abort(args[0])])
      throw new Error('the object was reset')
    },
  }
  return { db, pay: fault === 'none' || fault === 'evicted-before' ? payInLock : pays[fault] }
}

/** Evicting an object that is not running is refused; there is nothing to reset then. */
export async function evict(userId: string): Promise<void> {
  await evictDurableObject(userAccount(userId)).catch((error: unknown) => {
    if (!/not (currently )?running|no such|not found/i.test(String(error))) throw error
  })
}
