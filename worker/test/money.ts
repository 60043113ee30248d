import { env } from 'cloudflare:workers'
import { expect } from 'vitest'
import type { Result } from '../src/contract/errors'
import type { MoneyAnswer, MoneyOp } from '../src/money/operations'
import { bearer, call, ORIGIN } from './accounts'

/** An admin's balance change through the API, with an optional Idempotency-Key. */
export function adminTopup(adminToken: string, userId: string, amount: number, key?: string, reason = 'test') {
  return call(
    '/api/bill/admin-topup',
    { userId, amount, reason },
    {
      method: 'PUT',
      headers: { ...bearer(adminToken), origin: ORIGIN, ...(key && { 'idempotency-key': key }) },
    },
  )
}

/** The user's UserAccount object; a fresh stub each time, since a reset object breaks the stubs it had. */
export const userAccount = (userId: string) => env.USER_ACCOUNT.get(env.USER_ACCOUNT.idFromName(userId))

/** A balance change through the user's lock, as the webhooks and the purchase code make it. */
export async function moneyOp(op: MoneyOp, now = Date.now()): Promise<Result<MoneyAnswer>> {
  return await userAccount(op.userId).moneyOp(op, now)
}

/** Sends one call `times` times: the first half at once, the rest one after another. */
export async function sendTimes<T>(times: number, send: () => Promise<T>): Promise<T[]> {
  const together = Math.ceil(times / 2)
  const answers = await Promise.all(Array.from({ length: together }, send))
  for (let sent = together; sent < times; sent++) answers.push(await send())
  return answers
}

export async function balanceOf(userId: string): Promise<number> {
  const row = await env.DB.prepare('SELECT balance FROM users WHERE id = ?').bind(userId).first<{ balance: number }>()
  return row?.balance ?? Number.NaN
}

export async function ledgerSumOf(userId: string): Promise<number> {
  const row = await env.DB.prepare('SELECT COALESCE(SUM(amount), 0) AS total FROM ledger WHERE user_id = ?')
    .bind(userId)
    .first<{ total: number }>()
  return row?.total ?? Number.NaN
}

/** How many ledger rows an event key made (the unique index allows one; a promotion has its own key). */
export async function rowsOfKey(eventKey: string): Promise<number> {
  const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM ledger WHERE event_key = ?').bind(eventKey).first<{ n: number }>()
  return row?.n ?? Number.NaN
}

/** The invariants after any step: never below 0, the balance is the sum of the ledger, each row adds up. */
export async function expectBooksBalance(userId: string): Promise<void> {
  const [balance, sum] = await Promise.all([balanceOf(userId), ledgerSumOf(userId)])
  expect(balance).toBeGreaterThanOrEqual(0)
  expect(balance).toBe(sum)
  const broken = await env.DB.prepare(
    'SELECT COUNT(*) AS n FROM ledger WHERE balance_after <> balance_before + amount OR balance_after < 0',
  ).first<{ n: number }>()
  expect(broken?.n).toBe(0)
}

export const answerOf = async (response: Response) => (await response.json()) as MoneyAnswer
