import { sql } from 'drizzle-orm'
import { type AgencyTotals, type CommissionMonth, type CommissionStatus, type ReferredCustomerView, spendTypes } from '../contract/agency'
import { DAY_MS, periodStart, SHOP_OFFSET_MS } from '../contract/shop-days'
import type { Database } from '../db/client'
import { maskedEmail } from '../domain/masked-email'

const spends = sql.join(
  spendTypes.map((type) => sql`${type}`),
  sql`, `,
)

/** How many customers the agency referred, what its commissions wait to pay and what they paid (less claw-backs). */
export async function agencyTotals(db: Database, agencyId: string): Promise<AgencyTotals> {
  const row = await db.get<{ customers: number; pending: number | null; paid: number | null }>(sql`
    SELECT (SELECT count(*) FROM users WHERE owner_agency_id = ${agencyId}) AS customers,
      (SELECT sum(amount - reversed) FROM commissions WHERE agency_id = ${agencyId} AND status = 'pending') AS pending,
      (SELECT sum(paid - clawed_back) FROM commissions WHERE agency_id = ${agencyId} AND status = 'credited') AS paid`)
  return { customers: row?.customers ?? 0, pending: row?.pending ?? 0, paid: row?.paid ?? 0 }
}

/** The agency's referred customers, newest first: masked e-mail, sign-up date, what they spent (less refunds). */
export async function referredCustomers(
  db: Database,
  agencyId: string,
  page: { page: number; limit: number },
): Promise<{ data: ReferredCustomerView[]; total: number }> {
  const [rows, count] = await Promise.all([
    db.all<{ email: string; createdAt: number; spend: number | null }>(sql`
      SELECT u.email, u.created_at AS createdAt,
        (SELECT sum(CASE WHEN l.type IN (${spends}) OR l.type = 'refund' THEN -l.amount ELSE 0 END) FROM ledger l WHERE l.user_id = u.id) AS spend
      FROM users u WHERE u.owner_agency_id = ${agencyId}
      ORDER BY u.created_at DESC, u.id LIMIT ${page.limit} OFFSET ${(page.page - 1) * page.limit}`),
    db.get<{ total: number }>(sql`SELECT count(*) AS total FROM users WHERE owner_agency_id = ${agencyId}`),
  ])
  const data = rows.map((row) => ({ email: maskedEmail(row.email), createdAt: row.createdAt, spend: Math.max(0, row.spend ?? 0) }))
  return { data, total: count?.total ?? 0 }
}

/** A commission row as the lists read it (the agency's page and the admin's). */
export type CommissionRow = {
  id: string
  agencyId: string
  agencyCode: string
  customerEmail: string
  spendType: string
  spendAmount: number
  percent: number
  amount: number
  reversed: number
  paid: number
  clawedBack: number
  status: CommissionStatus
  createdAt: number
  creditedAt: number | null
}

/** Commissions, newest first, of one agency or all, in one state or any. */
export async function listCommissions(
  db: Database,
  scope: { agencyId?: string; status?: CommissionStatus },
  page: { page: number; limit: number },
): Promise<{ rows: CommissionRow[]; total: number }> {
  const where = sql`WHERE (${scope.agencyId ?? null} IS NULL OR c.agency_id = ${scope.agencyId ?? null})
    AND (${scope.status ?? null} IS NULL OR c.status = ${scope.status ?? null})`
  const [rows, count] = await Promise.all([
    db.all<CommissionRow>(sql`
      SELECT c.id, c.agency_id AS agencyId, a.code AS agencyCode, u.email AS customerEmail, c.spend_type AS spendType,
        c.spend_amount AS spendAmount, c.percent, c.amount, c.reversed, c.paid, c.clawed_back AS clawedBack, c.status,
        c.created_at AS createdAt, c.credited_at AS creditedAt
      FROM commissions c JOIN agencies a ON a.id = c.agency_id JOIN users u ON u.id = c.customer_id ${where}
      ORDER BY c.created_at DESC, c.id LIMIT ${page.limit} OFFSET ${(page.page - 1) * page.limit}`),
    db.get<{ total: number }>(sql`SELECT count(*) AS total FROM commissions c ${where}`),
  ])
  return { rows, total: count?.total ?? 0 }
}

/**
 * The last `months` shop months (UTC+7), oldest first, each with what was earned in it (commissions
 * made, less what refunds reversed) and what was paid in it (credited, less claw-backs).
 */
export async function commissionMonths(db: Database, agencyId: string, now: number, months = 12): Promise<CommissionMonth[]> {
  const starts = [periodStart(now, 'month')]
  while (starts.length < months) starts.unshift(periodStart((starts[0] ?? now) - DAY_MS, 'month'))
  const from = starts[0] ?? now
  const monthOf = (column: string) => sql.raw(`strftime('%Y-%m', (${column} + ${SHOP_OFFSET_MS}) / 1000, 'unixepoch')`)
  const [earned, paid] = await Promise.all([
    db.all<{ month: string; total: number }>(sql`SELECT ${monthOf('created_at')} AS month, sum(amount - reversed) AS total
      FROM commissions WHERE agency_id = ${agencyId} AND created_at >= ${from} GROUP BY month`),
    db.all<{ month: string; total: number }>(sql`SELECT ${monthOf('credited_at')} AS month, sum(paid - clawed_back) AS total
      FROM commissions WHERE agency_id = ${agencyId} AND status = 'credited' AND credited_at >= ${from} GROUP BY month`),
  ])
  const label = (start: number) => new Date(start + SHOP_OFFSET_MS).toISOString().slice(0, 7)
  return starts.map((start) => {
    const month = label(start)
    return {
      month,
      earned: earned.find((row) => row.month === month)?.total ?? 0,
      paid: paid.find((row) => row.month === month)?.total ?? 0,
    }
  })
}
