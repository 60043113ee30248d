import { env } from 'cloudflare:workers'
import { expect } from 'vitest'
import type { Result } from '../src/contract/errors'
import type { MoneyAnswer } from '../src/money/operations'
import type { Expected, Model } from './fuzz-model'

/**
 * The run's 20 users, straight into D1 (accounts are not what the fuzz is about), each with its
 * opening balance as an admin top-up row, so the books balance from the start.
 */
export async function createUsers(model: Model, openings: number[]): Promise<void> {
  const now = Date.now()
  const user = env.DB.prepare(
    'INSERT INTO users (id, username, email, name, balance, created_at, updated_at) VALUES (?1, ?1, ?2, ?3, ?4, ?5, ?5)',
  )
  const opening = env.DB.prepare(
    `INSERT INTO ledger (id, user_id, event_key, type, content, balance_before, price, amount, balance_after, created_at)
      VALUES (?1, ?2, ?1, 'admin_topup', 'opening', 0, ?3, ?3, ?3, ?4)`,
  )
  await env.DB.batch(
    model.users.flatMap((id, at) => {
      const amount = openings[at] ?? 0
      model.balances[at] = amount
      const rows = [user.bind(id, `${id}@fuzz.test`, 'Fuzz', amount, now)]
      return amount > 0 ? [...rows, opening.bind(`${id}:opening`, id, amount, now)] : rows
    }),
  )
}

/** The answers a step got, reduced to what the model knows of them. */
export function expectAnswers(answers: Result<MoneyAnswer>[], expected: Expected[]): void {
  const seen = answers.map((answer, at) => {
    const wanted = expected[at]
    if (!answer.ok) return { ok: false, code: answer.code }
    if (!wanted?.ok) return { ok: true }
    return {
      ok: true,
      ...(wanted.balance !== undefined && { balance: answer.value.balance }),
      ...(wanted.transactions && { transactions: answer.value.transactions }),
    }
  })
  expect(seen, JSON.stringify(seen)).toEqual(expected)
}

const rowsOf = <T>(result: D1Result<unknown> | undefined) => (result?.results ?? []) as T[]

/**
 * After every step: no balance below 0, every balance equal to its ledger's sum and to the model,
 * holds and top-ups in the model's states, and each top-up credited at most once (never twice for
 * one provider event, nor for two events of one top-up).
 */
export async function expectModelMatches(model: Model): Promise<void> {
  const marks = model.users.map(() => '?').join(', ')
  const [balances, holds, topups, credits] = await env.DB.batch(
    [
      env.DB.prepare(
        `SELECT id, balance, (SELECT COALESCE(SUM(amount), 0) FROM ledger WHERE user_id = users.id) AS total FROM users WHERE id IN (${marks})`,
      ),
      env.DB.prepare(`SELECT id, status FROM holds WHERE user_id IN (${marks})`),
      env.DB.prepare(`SELECT id, status FROM topups WHERE user_id IN (${marks})`),
      env.DB.prepare(
        `SELECT ref_id AS id, COUNT(*) AS n FROM ledger WHERE user_id IN (${marks}) AND ref_type = 'topup' AND amount > 0 AND type <> 'promotion' GROUP BY ref_id`,
      ),
    ].map((statement) => statement.bind(...model.users)),
  )
  const real = new Map(rowsOf<{ id: string; balance: number; total: number }>(balances).map((row) => [row.id, row]))
  for (const [at, id] of model.users.entries()) {
    const row = real.get(id)
    expect(row?.balance, `balance of user ${at}`).toBeGreaterThanOrEqual(0)
    expect({ user: at, balance: row?.balance, ledger: row?.total }).toEqual({
      user: at,
      balance: model.balances[at],
      ledger: model.balances[at],
    })
  }
  const statuses = (rows: { id: string; status: string }[]) => Object.fromEntries(rows.map((row) => [row.id, row.status]))
  expect(statuses(rowsOf(holds))).toEqual(Object.fromEntries([...model.holds].map(([id, hold]) => [id, hold.status])))
  expect(statuses(rowsOf(topups))).toEqual(Object.fromEntries([...model.topups].map(([id, topup]) => [id, topup.status])))
  const credited = [...model.topups].filter(([, topup]) => topup.status !== 'processing').map(([id]) => ({ id, n: 1 }))
  expect(rowsOf<{ id: string; n: number }>(credits).sort(byId)).toEqual(credited.sort(byId))
}

const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id)
