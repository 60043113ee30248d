import { applyD1Migrations, reset } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, vi } from 'vitest'

let logged: unknown[][] = []
let errorsExpected = false

/** Declares that this test provokes console.error on purpose; returns what was logged. */
export function expectLoggedErrors(): unknown[][] {
  errorsExpected = true
  return logged
}

/** The tables D1 holds now (none once storage is reset). */
const tableCount = async () => {
  const sql = "SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\'"
  return (await env.DB.prepare(sql).first<{ n: number }>())?.n ?? 0
}

// Every test starts from empty storage with the migrations applied, exactly as wrangler applies them.
// Once in a full run on a loaded machine a test found the previous test's rows after reset() (the
// catalogue seeded twice: UNIQUE failed on countries.code), so the reset is checked and, if storage
// still holds tables, done again before the test may start.
beforeEach(async () => {
  await reset()
  for (let attempt = 1; (await tableCount()) > 0; attempt++) {
    if (attempt > 3) throw new Error('storage still holds tables after 3 resets')
    await reset()
  }
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)
  logged = []
  errorsExpected = false
  vi.spyOn(console, 'error').mockImplementation((...args) => void logged.push(args))
})

// An error nobody expected fails the test, even when the answer looked right.
afterEach(() => {
  vi.restoreAllMocks()
  if (!errorsExpected && logged.length > 0) throw new Error(`unexpected console.error: ${logged.map(String).join('\n')}`)
})
