import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import type { AdminUserDetail } from '../contract/admin-users'
import { fail, ok, type Result } from '../contract/errors'
import { liveExtensionTokens } from '../db/extension-tokens'
import { plans, sessions, trials } from '../db/schema'
import { findUserById } from '../db/users'
import { viewOf } from './admin-users'
import type { AccountsContext } from './context'

type Counts = { inUse: number; expired: number; total: number; held: number; topups: number; spent: number }

/** A user's page for admins: the account, what it holds, how it signs in, and what deleting it would end. */
export async function adminUserDetail(ctx: AccountsContext, userId: string): Promise<Result<AdminUserDetail>> {
  const user = await findUserById(ctx.db, userId)
  if (!user) return fail('USER_NOT_EXISTS')
  const [counts, [plan], [trial], live, tokens] = await Promise.all([
    ctx.db.get<Counts>(sql`SELECT
      (SELECT count(*) FROM orders WHERE user_id = ${userId} AND status = 'using') AS inUse,
      (SELECT count(*) FROM orders WHERE user_id = ${userId} AND status = 'expired' AND released_at IS NULL) AS expired,
      (SELECT count(*) FROM orders WHERE user_id = ${userId}) AS total,
      (SELECT count(*) FROM bought_proxies WHERE user_id = ${userId} AND status <> 'released') AS held,
      (SELECT COALESCE(SUM(amount), 0) FROM ledger WHERE user_id = ${userId} AND type IN ('topup', 'credit_card', 'promotion')) AS topups,
      (SELECT COALESCE(-SUM(amount), 0) FROM ledger WHERE user_id = ${userId} AND amount < 0 AND type <> 'admin_topup') AS spent`),
    ctx.db.select().from(plans).where(eq(plans.userId, userId)).limit(1),
    ctx.db.select().from(trials).where(eq(trials.userId, userId)).limit(1),
    ctx.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, ctx.now)))
      .orderBy(desc(sessions.rotatedAt))
      .limit(50),
    liveExtensionTokens(ctx.db, userId),
  ])
  return ok({
    user: await viewOf(ctx, user),
    billCode: user.billCode,
    orders: { using: counts?.inUse ?? 0, expired: counts?.expired ?? 0, total: counts?.total ?? 0 },
    proxiesHeld: counts?.held ?? 0,
    plan: plan ? { status: plan.status, expiresAt: plan.expiresAt, amount: plan.amount, bandwidthTier: plan.bandwidthTier } : null,
    trial: trial ? { status: trial.status, expiresAt: trial.expiresAt, countryCode: trial.countryCode } : null,
    sessions: live.map((row) => ({
      _id: row.id,
      createdAt: row.createdAt,
      lastUsedAt: row.rotatedAt,
      expiresAt: row.expiresAt,
      ip: row.ip,
      userAgent: row.userAgent,
    })),
    extensionTokens: tokens.map((row) => ({ _id: row.id, label: row.label, createdAt: row.createdAt, lastUsedAt: row.lastUsedAt })),
    topupTotal: counts?.topups ?? 0,
    spentTotal: counts?.spent ?? 0,
  })
}
