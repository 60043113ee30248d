import { and, asc, count, desc, eq } from 'drizzle-orm'
import { type PlanChangeStatus, type PlanLogView, type PlanView, planChangeStatuses, type SharedProxyView } from '../contract/plans'
import type { Database } from '../db/client'
import { planLogs, plans, proxies, sharedAssignments } from '../db/schema'
import { usedBy } from '../nodes/usage-reads'
import type { Owner } from './shared-stock'

export type PlanRow = typeof plans.$inferSelect

const BYTES_PER_MB = 1024 ** 2

export async function findPlanOfUser(db: Database, userId: string): Promise<PlanRow | null> {
  const [row] = await db.select().from(plans).where(eq(plans.userId, userId)).limit(1)
  return row ?? null
}

export const isChanging = (status: string): status is PlanChangeStatus => (planChangeStatuses as readonly string[]).includes(status)

/** Past its end: the expiry job may not have run yet, so the time decides, not only the status. */
export const isExpired = (plan: PlanRow, now: number) => plan.status === 'expired' || plan.expiresAt <= now

/** The plan as its owner sees it; a bandwidth total of null is unlimited, `usedBytes` what it moved in its window. */
export function toPlanView(plan: PlanRow, now: number, usedBytes: number): PlanView {
  return {
    _id: plan.id,
    amount: plan.amount,
    countries: plan.countries,
    bandwidthTier: plan.bandwidthTier,
    bandwidthTotalGb: plan.bandwidthGb,
    bandwidthUsedMb: Math.floor(usedBytes / BYTES_PER_MB),
    authIps: plan.authIps,
    username: plan.username,
    password: plan.password,
    status: plan.status === 'using' && plan.expiresAt <= now ? 'expired' : plan.status,
    processing: isChanging(plan.status),
    monthlyPrice: plan.monthlyPrice,
    startsAt: plan.startsAt,
    expiresAt: plan.expiresAt,
    releasedAt: plan.releasedAt,
    createdAt: plan.createdAt,
  }
}

/** The owner's live shared proxies, by country, then address. */
export async function proxiesOf(db: Database, owner: Owner): Promise<SharedProxyView[]> {
  const rows = await db
    .select({
      _id: sharedAssignments.id,
      host: proxies.host,
      httpPort: proxies.httpPort,
      socksPort: proxies.socksPort,
      countryCode: proxies.countryCode,
      status: proxies.status,
    })
    .from(sharedAssignments)
    .innerJoin(proxies, eq(proxies.id, sharedAssignments.proxyId))
    .where(and(eq(sharedAssignments.ownerType, owner.type), eq(sharedAssignments.ownerId, owner.id), eq(sharedAssignments.released, false)))
    .orderBy(asc(proxies.countryCode))
  // Addresses in number order (10.0.0.2 before 10.0.0.10), as people read them.
  const byAddress = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
    a.countryCode.localeCompare(b.countryCode) ||
    a.host.localeCompare(b.host, 'en', { numeric: true }) ||
    (a.httpPort ?? 0) - (b.httpPort ?? 0)
  return rows.sort(byAddress).map(({ status, ...row }) => ({ ...row, disabled: status === 'disabled' }))
}

/** The plan's purchase log, newest first. */
export async function listPlanLogs(db: Database, planId: string, page: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(planLogs)
      .where(eq(planLogs.planId, planId))
      .orderBy(desc(planLogs.createdAt), desc(planLogs.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(planLogs).where(eq(planLogs.planId, planId)),
  ])
  const data: PlanLogView[] = rows.map((row) => ({
    _id: row.id,
    action: row.action,
    success: row.success,
    price: row.price,
    note: row.note,
    createdAt: row.createdAt,
  }))
  return { data, total: total?.n ?? 0 }
}

/** New auth IPs; nothing else of the plan changes, so this never collides with a change in flight. */
export async function setPlanAuthIps(db: Database, planId: string, authIps: string[]): Promise<void> {
  await db.update(plans).set({ authIps }).where(eq(plans.id, planId))
}

/** The plan as its owner sees it, with the bytes the nodes counted in its current window (ADR 0020). */
export async function planView(db: Database, plan: PlanRow, now: number): Promise<PlanView> {
  return toPlanView(plan, now, await usedBy(db, { owner: 'plan', ownerId: plan.id, anchor: plan.startsAt }, now))
}
