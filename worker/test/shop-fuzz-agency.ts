import { env } from 'cloudflare:workers'
import { expect } from 'vitest'
import { spendTypes } from '../src/contract/agency'

/** The run's agency: its agent is outside the model (the model's balances never see commissions), no customer discount. */
const AGENCY = 'fuzz-agency'
const AGENT = 'fuzz-agent'
const RATE = 20

/** Once per file: an active agency at 20% and 0% discount, so referred customers pay the model's prices. */
export async function seedAgency(now: number): Promise<void> {
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO users (id, username, email, name, created_at, updated_at) VALUES (?1, ?1, 'agent@fuzz.test', 'Agent', ?2, ?2)",
    ).bind(AGENT, now),
    env.DB.prepare(
      `INSERT INTO agencies (id, user_id, code, active, commission_percent, discount_percent, created_at, activated_at, updated_at)
        VALUES (?1, ?2, ?1, 1, ?3, 0, ?4, ?4, ?4)`,
    ).bind(AGENCY, AGENT, RATE, now),
  ])
}

/** Every other user of a run was referred by the agency: its commissions ride on their purchases, renewals and upgrades. */
export async function referHalf(users: string[]): Promise<void> {
  const referred = users.filter((_, at) => at % 2 === 0)
  await env.DB.prepare(`UPDATE users SET owner_agency_id = ? WHERE id IN (${referred.map(() => '?').join(', ')})`)
    .bind(AGENCY, ...referred)
    .run()
}

/**
 * After every step: each spend of a referred user has exactly one commission and nobody else's has
 * any; each names its spend's ledger row and is the rate of it rounded down, less no more than what
 * refunds reversed; the agent's balance is its ledger's sum and what was credited less what was clawed back.
 */
export async function expectCommissionsMatch(users: string[]): Promise<void> {
  const marks = users.map(() => '?').join(', ')
  const types = spendTypes.map(() => '?').join(', ')
  const [spends, wrong, agent] = await env.DB.batch([
    env.DB.prepare(`SELECT l.id, (SELECT count(*) FROM commissions c WHERE c.spend_ledger_id = l.id) AS n,
        u.owner_agency_id IS NOT NULL AS referred
      FROM ledger l JOIN users u ON u.id = l.user_id
      WHERE l.user_id IN (${marks}) AND l.amount < 0 AND l.type IN (${types}) AND (-l.amount * ${RATE}) / 100 > 0`).bind(
      ...users,
      ...spendTypes,
    ),
    env.DB.prepare(`SELECT c.id FROM commissions c LEFT JOIN ledger l ON l.id = c.spend_ledger_id
      WHERE l.id IS NULL OR l.event_key <> c.spend_event_key OR -l.amount <> c.spend_amount OR l.user_id <> c.customer_id
        OR c.amount <> (c.spend_amount * c.percent) / 100 OR c.percent <> ${RATE} OR c.reversed > c.amount`),
    env.DB.prepare(`SELECT u.balance, (SELECT coalesce(sum(amount), 0) FROM ledger WHERE user_id = u.id) AS ledger,
        (SELECT coalesce(sum(paid - clawed_back), 0) FROM commissions WHERE agent_id = u.id) AS kept
      FROM users u WHERE u.id = ?`).bind(AGENT),
  ])
  const rows = (spends?.results ?? []) as { id: string; n: number; referred: number }[]
  expect(
    rows.filter((row) => row.n !== row.referred).map((row) => row.id),
    'spends with a wrong number of commissions',
  ).toEqual([])
  expect(wrong?.results ?? [], 'commissions not matching their spend').toEqual([])
  const books = agent?.results?.[0] as { balance: number; ledger: number; kept: number }
  expect({ ledger: books.ledger, kept: books.kept }, "the agent's balance").toEqual({ ledger: books.balance, kept: books.balance })
}
