import { createExecutionContext, createScheduledController, runInDurableObject, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import rootPackage from '../../package.json'
import { api } from '../src/api/app'
import type { UserAccount } from '../src/durable-objects/user-account'
import type { Env } from '../src/env'
import worker from '../src/index'
import { expectLoggedErrors } from './fresh-database'
import { request } from './worker'

/** The real env with one binding made to fail, to see health report that part. */
function envWith(overrides: Partial<Env>): Env {
  return { ...env, ...overrides }
}

const failingD1 = new Proxy(env.DB, {
  get: (target, key) =>
    key === 'prepare'
      ? () => {
          throw new Error('D1 is down')
        }
      : Reflect.get(target, key),
})

const failingDurableObjects = new Proxy(env.USER_ACCOUNT, {
  get: (target, key) =>
    key === 'get' ? () => ({ ping: () => Promise.reject(new Error('object unreachable')) }) : Reflect.get(target, key),
})

describe('GET /api/health', () => {
  it('checks D1 and a UserAccount object for real', async () => {
    const response = await request('/api/health')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      ok: true,
      version: rootPackage.version,
      db: 'ok',
      durableObject: 'ok',
      cron: { lastRunAt: null },
    })
  })

  it('answers 503 and names D1 when D1 fails', async () => {
    expectLoggedErrors()
    const response = await api.fetch(new Request('http://portal.test/api/health'), envWith({ DB: failingD1 }), createExecutionContext())
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ ok: false, db: 'fail', durableObject: 'ok' })
  })

  it('answers 503 and names the Durable Object when it fails', async () => {
    expectLoggedErrors()
    const response = await api.fetch(
      new Request('http://portal.test/api/health'),
      envWith({ USER_ACCOUNT: failingDurableObjects }),
      createExecutionContext(),
    )
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ ok: false, db: 'ok', durableObject: 'fail' })
  })

  it('shows when cron last ran', async () => {
    const scheduledTime = Date.UTC(2026, 10, 21, 12, 5)
    const ctx = createExecutionContext()
    worker.scheduled(createScheduledController({ scheduledTime, cron: '*/5 * * * *' }), env, ctx)
    await waitOnExecutionContext(ctx)
    const body = await (await request('/api/health')).json()
    expect(body).toMatchObject({ cron: { lastRunAt: scheduledTime } })
  })

  it('pings a UserAccount whose SQLite storage answers', async () => {
    const stub = env.USER_ACCOUNT.get(env.USER_ACCOUNT.idFromName('someone'))
    const pong = await runInDurableObject(stub, (instance: UserAccount, state) => {
      expect(state.storage.sql.databaseSize).toBeGreaterThan(0)
      return instance.ping()
    })
    expect(pong).toBe('pong')
  })
})
