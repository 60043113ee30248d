import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { describeRoute, resolver } from 'hono-openapi'
import * as v from 'valibot'
import { lastJobRun } from '../db/job-runs'
import { version } from '../version'
import type { ApiEnv } from './context'

const PART_TIMEOUT_MS = 3000

const Status = v.picklist(['ok', 'fail'])
export const HealthSchema = v.object({
  ok: v.boolean(),
  version: v.string(),
  db: Status,
  durableObject: Status,
  cron: v.object({ lastRunAt: v.nullable(v.number()) }),
})

/** Resolves to 'ok' when the check passes in time, 'fail' otherwise; never throws. */
async function check(name: string, run: () => Promise<boolean>): Promise<'ok' | 'fail'> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), PART_TIMEOUT_MS)
  })
  try {
    return (await Promise.race([run(), timeout])) ? 'ok' : 'fail'
  } catch (error) {
    console.error(`health check ${name} failed`, error)
    return 'fail'
  } finally {
    if (timer !== undefined) clearTimeout(timer)
  }
}

export const health = new Hono<ApiEnv>().get(
  '/',
  describeRoute({
    tags: ['health'],
    summary: 'Checks D1 and a UserAccount Durable Object for real',
    responses: {
      200: { description: 'Every part works', content: { 'application/json': { schema: resolver(HealthSchema) } } },
      503: { description: 'A part failed; the body says which', content: { 'application/json': { schema: resolver(HealthSchema) } } },
    },
  }),
  async (c) => {
    const db = c.get('db')
    const [dbStatus, doStatus] = await Promise.all([
      check('db', async () => (await db.get<{ one: number }>(sql`select 1 as one`))?.one === 1),
      check('durableObject', async () => {
        const stub = c.env.USER_ACCOUNT.get(c.env.USER_ACCOUNT.idFromName('health-check'))
        return (await stub.ping()) === 'pong'
      }),
    ])
    const cron = dbStatus === 'ok' ? await lastJobRun(db, 'cron') : null
    const ok = dbStatus === 'ok' && doStatus === 'ok'
    const body = { ok, version, db: dbStatus, durableObject: doStatus, cron: { lastRunAt: cron?.lastRunAt ?? null } }
    return c.json(body, ok ? 200 : 503)
  },
)
