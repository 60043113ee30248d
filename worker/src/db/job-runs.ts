import { eq } from 'drizzle-orm'
import type { Database } from './client'
import { jobRuns } from './schema'

export async function recordJobRun(db: Database, name: string, at: number, status: 'ok' | 'failed') {
  await db
    .insert(jobRuns)
    .values({ name, lastRunAt: at, lastStatus: status })
    .onConflictDoUpdate({ target: jobRuns.name, set: { lastRunAt: at, lastStatus: status } })
}

export async function lastJobRun(db: Database, name: string) {
  const [row] = await db.select().from(jobRuns).where(eq(jobRuns.name, name))
  return row ?? null
}
