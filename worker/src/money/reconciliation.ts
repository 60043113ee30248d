import { desc, sql } from 'drizzle-orm'
import type { ReconciliationDifference, ReconciliationView } from '../contract/reconciliation'
import type { Database } from '../db/client'
import { reconciliations } from '../db/schema'

// How many differences of one kind are listed; past that the kind is surely broken, and the rest would only fill the row.
const LIST_AT_MOST = 100

type Row = { subject: string; userId: string | null; expected: number; actual: number }

/** Each check: a kind and the SQL that lists its differences (subject, user, expected, actual). */
const checks: [ReconciliationDifference['kind'], ReturnType<typeof sql>][] = [
  [
    'balance',
    sql`SELECT u.id AS subject, u.id AS userId, COALESCE(l.total, 0) AS expected, u.balance AS actual
      FROM users u LEFT JOIN (SELECT user_id, SUM(amount) AS total FROM ledger GROUP BY user_id) l ON l.user_id = u.id
      WHERE u.balance <> COALESCE(l.total, 0)`,
  ],
  [
    // A credited top-up: one credit row of its amount (a reversal is a negative row, not counted here).
    'topup-credits',
    sql`SELECT t.id AS subject, t.user_id AS userId, 1 AS expected, COUNT(l.id) AS actual
      FROM topups t LEFT JOIN ledger l ON l.ref_type = 'topup' AND l.ref_id = t.id AND l.type IN ('topup', 'credit_card') AND l.amount > 0
      WHERE t.status IN ('success', 'reversed')
      GROUP BY t.id HAVING COUNT(l.id) <> 1 OR MAX(l.amount) <> t.amount_xu`,
  ],
  [
    'credit-without-topup',
    sql`SELECT l.id AS subject, l.user_id AS userId, 1 AS expected, 0 AS actual
      FROM ledger l LEFT JOIN topups t ON t.id = l.ref_id AND t.status IN ('success', 'reversed')
      WHERE l.type IN ('topup', 'credit_card') AND l.amount > 0 AND (l.ref_type IS NOT 'topup' OR t.id IS NULL)`,
  ],
  [
    'event-twice',
    sql`SELECT method || ':' || provider_event_id AS subject, MIN(user_id) AS userId, 1 AS expected, COUNT(*) AS actual
      FROM topups WHERE provider_event_id IS NOT NULL GROUP BY method, provider_event_id HAVING COUNT(*) > 1`,
  ],
  [
    'transfer-without-topup',
    sql`SELECT b.id AS subject, b.user_id AS userId, 1 AS expected, 0 AS actual
      FROM bank_transfers b LEFT JOIN topups t ON t.id = b.topup_id AND t.status IN ('success', 'reversed')
      WHERE b.status = 'credited' AND t.id IS NULL`,
  ],
]

/**
 * Checks the books as they stand: every user's balance against their ledger, and every credited
 * provider event against exactly one credited top-up with exactly one credit row. Stores the result
 * (differences included) and answers it; repairs nothing: a difference is for an admin to look into.
 */
export async function reconcileLedger(db: Database, now: number, trigger: 'daily' | 'admin'): Promise<ReconciliationView> {
  const found = await Promise.all(
    checks.map(async ([kind, query]) => {
      const rows = await db.all<Row>(sql`${query} LIMIT ${LIST_AT_MOST}`)
      return rows.map((row) => ({ kind, ...row, expected: Number(row.expected), actual: Number(row.actual) }))
    }),
  )
  const counts = await db.get<{ users: number; topups: number }>(
    sql`SELECT (SELECT COUNT(*) FROM users) AS users, (SELECT COUNT(*) FROM topups WHERE status IN ('success', 'reversed')) AS topups`,
  )
  const view: ReconciliationView = {
    _id: crypto.randomUUID(),
    ranAt: now,
    trigger,
    usersChecked: counts?.users ?? 0,
    topupsChecked: counts?.topups ?? 0,
    differences: found.flat(),
  }
  await db.insert(reconciliations).values({ ...toRow(view), id: view._id })
  return view
}

function toRow(view: ReconciliationView) {
  const { _id, differences, ...rest } = view
  return { ...rest, differences: JSON.stringify(differences) }
}

export async function latestReconciliation(db: Database): Promise<ReconciliationView | null> {
  const [row] = await db.select().from(reconciliations).orderBy(desc(reconciliations.ranAt)).limit(1)
  if (!row) return null
  const { id, differences, ...rest } = row
  return { _id: id, ...rest, differences: JSON.parse(differences) as ReconciliationDifference[] }
}
