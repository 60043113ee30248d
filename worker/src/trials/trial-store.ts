import { eq } from 'drizzle-orm'
import type { TrialView } from '../contract/plans'
import type { Database } from '../db/client'
import { trials } from '../db/schema'
import { proxiesOf } from '../plans/plan-store'

export type TrialRow = typeof trials.$inferSelect

export async function findTrialOfUser(db: Database, userId: string): Promise<TrialRow | null> {
  const [row] = await db.select().from(trials).where(eq(trials.userId, userId)).limit(1)
  return row ?? null
}

/** The trial as its user sees it: past its end it is expired and shows no proxies, whether or not the job has run. */
export async function toTrialView(db: Database, trial: TrialRow, now: number): Promise<TrialView> {
  const ended = trial.status === 'expired' || trial.expiresAt <= now
  return {
    _id: trial.id,
    countryCode: trial.countryCode,
    amount: trial.amount,
    authIps: trial.authIps,
    username: trial.username,
    password: trial.password,
    status: ended ? 'expired' : 'trying',
    expiresAt: trial.expiresAt,
    createdAt: trial.createdAt,
    proxies: ended ? [] : await proxiesOf(db, { type: 'trial', id: trial.id }),
  }
}

export async function setTrialAuthIps(db: Database, trialId: string, authIps: string[]): Promise<void> {
  await db.update(trials).set({ authIps }).where(eq(trials.id, trialId))
}
