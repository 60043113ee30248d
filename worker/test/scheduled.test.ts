import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { database } from '../src/db/client'
import { lastJobRun } from '../src/db/job-runs'
import { type Job, runScheduled } from '../src/jobs/scheduled'
import { expectLoggedErrors } from './fresh-database'

describe('scheduled jobs', () => {
  it('runs every job, records each run, and a failing job does not stop the others', async () => {
    const logged = expectLoggedErrors()
    const ran: string[] = []
    const jobs: Job[] = [
      { name: 'breaks', run: async () => Promise.reject(new Error('boom')) },
      { name: 'works', run: async (_env, now) => void ran.push(`works@${now}`) },
    ]
    await runScheduled(env, 1000, jobs)
    const db = database(env.DB)
    expect(ran).toEqual(['works@1000'])
    expect(String(logged[0]?.[0])).toContain('scheduled job breaks failed')
    expect(await lastJobRun(db, 'breaks')).toMatchObject({ lastRunAt: 1000, lastStatus: 'failed' })
    expect(await lastJobRun(db, 'works')).toMatchObject({ lastRunAt: 1000, lastStatus: 'ok' })
    expect(await lastJobRun(db, 'cron')).toMatchObject({ lastRunAt: 1000, lastStatus: 'ok' })
  })

  it('is safe to run twice: the second run only moves the time on', async () => {
    await runScheduled(env, 1000, [])
    await runScheduled(env, 2000, [])
    expect(await lastJobRun(database(env.DB), 'cron')).toMatchObject({ lastRunAt: 2000 })
  })
})
