import { sql } from 'drizzle-orm'
import { fail, ok, type Result } from '../contract/errors'
import { maskedEmail } from '../domain/masked-email'
import { answerOf } from '../money/answers'
import { applyChanges, type LedgerChange, rowsByEventKeys, userBalance } from '../money/ledger'
import type { MoneyAnswer, MoneyDeps, MoneyOp } from '../money/operations'
import { CLEAR_STOCK_CLAIMS, type RawStatement } from '../money/purchase'

type Commission = {
  id: string
  status: string
  percent: number
  amount: number
  reversed: number
  paid: number
  clawedBack: number
  createdAt: number
  customerEmail: string
}

const readCommission = (deps: MoneyDeps, id: string, agentId: string) =>
  deps.db.get<Commission>(sql`SELECT c.id, c.status, c.percent, c.amount, c.reversed, c.paid, c.clawed_back AS clawedBack,
      c.created_at AS createdAt, u.email AS customerEmail
    FROM commissions c JOIN users u ON u.id = c.customer_id WHERE c.id = ${id} AND c.agent_id = ${agentId}`)

/** The commission is still as it was read: the batch fails (and changes nothing) when a refund changed it meanwhile. */
const unchanged = (condition: string, params: unknown[]): RawStatement => ({
  sql: `INSERT INTO stock_claims (id, wanted, got) VALUES (?, 1, (SELECT count(*) FROM commissions WHERE ${condition}))`,
  params: [crypto.randomUUID(), ...params],
})

const nothing = async (deps: MoneyDeps, userId: string): Promise<Result<MoneyAnswer>> =>
  ok({ transactions: [], balance: (await userBalance(deps.db, userId)) ?? 0 })

// A commission that changed between the read and the batch is left for the next run.
const SHORT = 'ORDER_PROCESSING'

/**
 * Credits a pending commission that has waited out its days (created at or before `dueBy`): what is
 * left of it after refunds becomes the agent's own ledger row, once (`commission:<id>`), and the
 * commission is marked credited in the same batch.
 */
export async function creditCommission(deps: MoneyDeps, op: Extract<MoneyOp, { kind: 'commission-credit' }>): Promise<Result<MoneyAnswer>> {
  const eventKey = `commission:${op.commissionId}`
  const before = await rowsByEventKeys(deps.db, [eventKey])
  if (before.length > 0) return answerOf({ applied: false, reason: 'duplicate', rows: before })
  const row = await readCommission(deps, op.commissionId, op.userId)
  if (!row) return fail('NOT_FOUND')
  if (row.status !== 'pending' || row.createdAt > op.dueBy) return nothing(deps, op.userId)
  const amount = row.amount - row.reversed
  const change: LedgerChange = {
    userId: op.userId,
    eventKey,
    type: 'commission',
    amount,
    price: amount,
    content: `${row.percent}% · ${maskedEmail(row.customerEmail)}`,
    refType: 'commission',
    refId: row.id,
  }
  const statements = [
    unchanged("id = ? AND status = 'pending' AND reversed = ?", [row.id, row.reversed]),
    {
      sql: "UPDATE commissions SET status = 'credited', paid = ?, credited_at = ?, updated_at = ? WHERE id = ?",
      params: [amount, deps.now, deps.now, row.id],
    },
    CLEAR_STOCK_CLAIMS,
  ]
  return answerOf(await applyChanges(deps.db, [change], deps.now, statements), {}, SHORT)
}

/**
 * Takes back from the agent what refunds reversed of a credited commission: as much as the balance
 * holds (it never goes below 0), the rest on a later run. Each take is keyed on what was taken before
 * it (`commission-clawback:<id>:<taken>`), so a repeat takes nothing more.
 */
export async function clawBackCommission(
  deps: MoneyDeps,
  op: Extract<MoneyOp, { kind: 'commission-clawback' }>,
): Promise<Result<MoneyAnswer>> {
  const row = await readCommission(deps, op.commissionId, op.userId)
  if (!row) return fail('NOT_FOUND')
  const owed = row.status === 'credited' ? row.paid - (row.amount - row.reversed) - row.clawedBack : 0
  const take = Math.min(owed, (await userBalance(deps.db, op.userId)) ?? 0)
  if (take <= 0) return nothing(deps, op.userId)
  const change: LedgerChange = {
    userId: op.userId,
    eventKey: `commission-clawback:${row.id}:${row.clawedBack}`,
    type: 'commission_clawback',
    amount: -take,
    price: take,
    content: `${row.percent}% · ${maskedEmail(row.customerEmail)}`,
    refType: 'commission',
    refId: row.id,
  }
  const statements = [
    unchanged('id = ? AND clawed_back = ?', [row.id, row.clawedBack]),
    { sql: 'UPDATE commissions SET clawed_back = clawed_back + ?, updated_at = ? WHERE id = ?', params: [take, deps.now, row.id] },
    CLEAR_STOCK_CLAIMS,
  ]
  return answerOf(await applyChanges(deps.db, [change], deps.now, statements), {}, SHORT)
}
