import { eq } from 'drizzle-orm'
import type { PlanAction } from '../contract/plans'
import type { Database } from '../db/client'
import { planLogs, plans } from '../db/schema'
import type { RawStatement } from '../money/purchase'

type NewPlan = typeof plans.$inferInsert
type PlanChange = Partial<Omit<NewPlan, 'id' | 'userId' | 'createdAt'>>

export const insertPlan = (db: Database, plan: NewPlan): RawStatement => db.insert(plans).values(plan).toSQL()

export const updatePlan = (db: Database, planId: string, change: PlanChange): RawStatement =>
  db.update(plans).set(change).where(eq(plans.id, planId)).toSQL()

export type LogEntry = { planId: string; userId: string; action: PlanAction; success: boolean; price: number; note: string }

/** A purchase-log row; `id` given for a failure, so a replayed failure is logged once. */
export const insertLog = (db: Database, entry: LogEntry, now: number, id: string = crypto.randomUUID()) =>
  db
    .insert(planLogs)
    .values({ id, ...entry, createdAt: now })
    .onConflictDoNothing()

/** What a log row and a ledger row say about a plan: amount, countries, tier (kept short, in no language). */
export const planNote = (plan: { amount: number; countries: string[]; bandwidthTier: string }, extra?: string) =>
  [`${plan.amount} × ${plan.countries.join(', ')}`, plan.bandwidthTier, extra].filter(Boolean).join(' · ')
