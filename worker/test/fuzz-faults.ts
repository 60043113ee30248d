import { evictDurableObject, runInDurableObject } from 'cloudflare:test'
import type { Result } from '../src/contract/errors'
import type { UserAccount } from '../src/durable-objects/user-account'
import type { Env } from '../src/env'
import type { MoneyAnswer, MoneyOp } from '../src/money/operations'
import { moneyOp, userAccount } from './money'

/**
 * The faults of the fuzz, each hitting the first operation of a step; the caller then retries the
 * whole step with the same keys, as a real caller (a webhook redelivery, a purchase retried) does.
 * - crash-between: the caller dies after the first operation's answer (a purchase half done);
 * - lost-answer: D1 commits the batch but its answer is lost (the object sees an error);
 * - crash-after-commit: D1 commits, then the object is aborted before anyone got the answer;
 * - reset-during: the object is aborted while the operation is in flight;
 * - evicted-before: the object is evicted (memory gone, storage kept) before the step.
 */
export const faults = ['crash-between', 'lost-answer', 'crash-after-commit', 'reset-during', 'evicted-before'] as const
export type Fault = 'none' | (typeof faults)[number]

/** The caller: sends the operations in order, and stops at the first refusal. */
async function send(ops: MoneyOp[]): Promise<Result<MoneyAnswer>[]> {
  const answers: Result<MoneyAnswer>[] = []
  for (const op of ops) {
    const answer = await moneyOp(op)
    answers.push(answer)
    if (!answer.ok) break
  }
  return answers
}

export async function runWithFault(ops: MoneyOp[], fault: Fault): Promise<Result<MoneyAnswer>[]> {
  const [first] = ops
  if (!first) return []
  if (fault === 'crash-between') await moneyOp(first)
  if (fault === 'lost-answer' || fault === 'crash-after-commit') await withLostAnswer(first, fault === 'crash-after-commit')
  if (fault === 'reset-during') await Promise.allSettled([moneyOp(first), abort(first.userId)])
  if (fault === 'evicted-before') await evictDurableObject(userAccount(first.userId)).catch(notRunning)
  return send(ops)
}

/** D1 as the production code gets it, except that a batch's answer is lost after it committed. */
function answerLost(db: D1Database, afterCommit: () => void): D1Database {
  return new Proxy(db, {
    get(target, name) {
      if (name !== 'batch') {
        const value = Reflect.get(target, name)
        return typeof value === 'function' ? value.bind(target) : value
      }
      return async (statements: D1PreparedStatement[]) => {
        await target.batch(statements)
        afterCommit()
        throw new Error('D1_ERROR: Network connection lost.')
      }
    },
  })
}

/** Runs an operation through the user's lock (its queue, its cache) with a D1 whose batch answer is lost. */
async function withLostAnswer(op: MoneyOp, crash: boolean): Promise<void> {
  const attempt = runInDurableObject(userAccount(op.userId), async (instance: UserAccount, state) => {
    const account = instance as unknown as { env: Env }
    const real = account.env
    account.env = { ...real, DB: answerLost(real.DB, () => crash && state.abort('crashed after the commit')) }
    try {
      await instance.moneyOp(op, Date.now())
    } finally {
      account.env = real
    }
  })
  await attempt.catch(() => undefined)
}

const abort = (userId: string) =>
  runInDurableObject(userAccount(userId), (_instance, state) => state.abort('reset by the fuzz')).catch(() => undefined)

// Evicting an object that is not running is refused; there is nothing to reset then.
const notRunning = (error: unknown) => {
  if (!/not (currently )?running|no such|not found/i.test(String(error))) throw error
}
