import { eq } from 'drizzle-orm'
import type { AgencyView } from '../contract/agency'
import type { Database } from '../db/client'
import { affiliateCodes, agencies, coupons } from '../db/schema'

export type AgencyRow = typeof agencies.$inferSelect
export type CouponRow = typeof coupons.$inferSelect

export async function findAgencyOfUser(db: Database, userId: string): Promise<AgencyRow | null> {
  const [row] = await db.select().from(agencies).where(eq(agencies.userId, userId)).limit(1)
  return row ?? null
}

export async function findAgencyById(db: Database, id: string): Promise<AgencyRow | null> {
  const [row] = await db.select().from(agencies).where(eq(agencies.id, id)).limit(1)
  return row ?? null
}

/** What a code names: an agency or a coupon (one namespace), or nothing. */
export type CodeTarget = { kind: 'agency'; agency: AgencyRow } | { kind: 'coupon'; coupon: CouponRow } | null

export async function findCode(db: Database, code: string): Promise<CodeTarget> {
  const [named] = await db.select().from(affiliateCodes).where(eq(affiliateCodes.code, code.toLowerCase())).limit(1)
  if (named?.kind === 'agency') {
    const agency = await findAgencyById(db, named.refId)
    return agency ? { kind: 'agency', agency } : null
  }
  if (named?.kind === 'coupon') {
    const [coupon] = await db.select().from(coupons).where(eq(coupons.id, named.refId)).limit(1)
    return coupon ? { kind: 'coupon', coupon } : null
  }
  return null
}

/** The code's row in the one namespace, to go in the batch that makes its agency or coupon. */
export function claimCode(db: Database, code: string, kind: 'agency' | 'coupon', refId: string, now: number) {
  return db.insert(affiliateCodes).values({ code, kind, refId, createdAt: now })
}

/** A taken code (the namespace's primary key) or a second agency of one user (its unique index). */
export function uniqueFailureOf(error: unknown): 'code' | 'user' | null {
  const message = String((error as { cause?: unknown })?.cause ?? error)
  if (/UNIQUE constraint failed: (affiliate_codes\.code|agencies\.code|coupons\.code)/.test(message)) return 'code'
  if (/UNIQUE constraint failed: agencies\.user_id/.test(message)) return 'user'
  return null
}

export function toAgencyView(row: AgencyRow): AgencyView {
  return {
    _id: row.id,
    code: row.code,
    active: row.active,
    commissionPercent: row.commissionPercent,
    discountPercent: row.discountPercent,
    createdAt: row.createdAt,
    activatedAt: row.activatedAt,
  }
}
