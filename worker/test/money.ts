import { env } from 'cloudflare:workers'
import { expect } from 'vitest'
import type { MoneyAnswer } from '../src/money/operations'
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
