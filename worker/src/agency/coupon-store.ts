import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { CouponUseView, CouponView, CreateCouponInput, UpdateCouponInput } from '../contract/coupons'
import { fail, ok, type Result } from '../contract/errors'
import { auditInsert } from '../db/audit'
import type { Database } from '../db/client'
import { agencies, coupons, couponUses, users } from '../db/schema'
import { type AgencyRow, type CouponRow, claimCode, uniqueFailureOf } from './agency-store'

/** Who makes or changes a coupon: an admin (audited) or an agency for its own (`agency`). */
export type CouponActor = { userId: string; admin: boolean; agency: AgencyRow | null }

/**
 * Makes a coupon and claims its code in one batch (a taken code, agency's or coupon's:
 * COUPON_ALREADY_EXIST); an admin's comes with its audit row. An agency's coupon is a percent at most
 * its own commission rate (DISCOUNT_OVER_MARGIN) and serves its own customers.
 */
export async function createCoupon(db: Database, actor: CouponActor, input: CreateCouponInput, now: number): Promise<Result<CouponView>> {
  if (actor.agency && (input.kind !== 'percent' || input.value > actor.agency.commissionPercent)) return fail('DISCOUNT_OVER_MARGIN')
  const row: CouponRow = {
    id: crypto.randomUUID(),
    ...input,
    agencyId: actor.agency?.id ?? null,
    startsAt: input.startsAt ?? now,
    enabled: true,
    createdBy: actor.userId,
    createdAt: now,
    updatedAt: now,
  }
  const audit = actor.admin
    ? [auditInsert(db, { actorId: actor.userId, action: 'create_coupon', subject: row.code, after: input }, now)]
    : []
  try {
    await db.batch([db.insert(coupons).values(row), claimCode(db, row.code, 'coupon', row.id, now), ...audit])
  } catch (error) {
    if (uniqueFailureOf(error) === 'code') return fail('COUPON_ALREADY_EXIST')
    throw error
  }
  return ok({ ...toView(row, actor.agency?.code ?? null), uses: 0, discountGiven: 0 })
}

/** Switches a coupon off or on, or changes its end or limits; an admin's change is audited with the fields before and after. */
export async function updateCoupon(
  db: Database,
  actor: CouponActor,
  input: { id: string; change: UpdateCouponInput },
  now: number,
): Promise<Result<CouponView>> {
  const [before] = await db.select().from(coupons).where(eq(coupons.id, input.id)).limit(1)
  if (!before || (!actor.admin && before.agencyId !== actor.agency?.id)) return fail('DISCOUNT_NOT_EXISTS')
  const change = Object.fromEntries(Object.entries(input.change).filter(([, value]) => value !== undefined)) as UpdateCouponInput
  const fields = Object.keys(change) as (keyof UpdateCouponInput)[]
  const entry = { actorId: actor.userId, action: 'update_coupon' as const, subject: before.code, after: change }
  const audit = actor.admin ? [auditInsert(db, { ...entry, before: Object.fromEntries(fields.map((f) => [f, before[f]])) }, now)] : []
  await db.batch([
    db
      .update(coupons)
      .set({ ...change, updatedAt: now })
      .where(eq(coupons.id, before.id)),
    ...audit,
  ])
  const [after] = await listCoupons(db, { id: before.id }, { page: 1, limit: 1 }).then((list) => list.data)
  return after ? ok(after) : fail('DISCOUNT_NOT_EXISTS')
}

const usesOf = { uses: sql<number>`(SELECT count(*) FROM coupon_uses u WHERE u.coupon_id = ${coupons.id})`.mapWith(Number) }

/** Coupons newest first with their uses and the Xu they took off: the shop's, the agencies', one agency's or one. */
export async function listCoupons(
  db: Database,
  scope: { id?: string; agencyId?: string; owner?: 'shop' | 'agency' },
  page: { page: number; limit: number },
): Promise<{ data: CouponView[]; total: number }> {
  const where = and(
    scope.id ? eq(coupons.id, scope.id) : undefined,
    scope.agencyId ? eq(coupons.agencyId, scope.agencyId) : undefined,
    scope.owner === 'shop' ? isNull(coupons.agencyId) : scope.owner === 'agency' ? isNotNull(coupons.agencyId) : undefined,
  )
  const given = sql<number>`(SELECT coalesce(sum(u.discount), 0) FROM coupon_uses u WHERE u.coupon_id = ${coupons.id})`.mapWith(Number)
  const [rows, [total]] = await Promise.all([
    db
      .select({ coupon: coupons, agencyCode: agencies.code, ...usesOf, given })
      .from(coupons)
      .leftJoin(agencies, eq(agencies.id, coupons.agencyId))
      .where(where)
      .orderBy(desc(coupons.createdAt), desc(coupons.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ total: count() }).from(coupons).where(where),
  ])
  const data = rows.map((row) => ({ ...toView(row.coupon, row.agencyCode), uses: row.uses, discountGiven: row.given }))
  return { data, total: total?.total ?? 0 }
}

/** A coupon's uses, newest first: who bought with it and what it took off. */
export async function listCouponUses(db: Database, couponId: string, page: { page: number; limit: number }) {
  const where = eq(couponUses.couponId, couponId)
  const [rows, [total]] = await Promise.all([
    db
      .select({ use: couponUses, user: { _id: users.id, username: users.username, email: users.email } })
      .from(couponUses)
      .innerJoin(users, eq(users.id, couponUses.userId))
      .where(where)
      .orderBy(desc(couponUses.createdAt), desc(couponUses.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ total: count() }).from(couponUses).where(where),
  ])
  const data: CouponUseView[] = rows.map((row) => ({
    _id: row.use.id,
    user: row.user,
    discount: row.use.discount,
    createdAt: row.use.createdAt,
  }))
  return { data, total: total?.total ?? 0 }
}

function toView(row: CouponRow, agencyCode: string | null): Omit<CouponView, 'uses' | 'discountGiven'> {
  return {
    _id: row.id,
    code: row.code,
    agency: agencyCode,
    kind: row.kind,
    value: row.value,
    minOrder: row.minOrder,
    products: row.products,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    maxUses: row.maxUses,
    maxUsesPerUser: row.maxUsesPerUser,
    enabled: row.enabled,
    createdAt: row.createdAt,
  }
}
