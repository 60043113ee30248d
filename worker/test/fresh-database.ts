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

// Every test starts from empty storage with the migrations applied, exactly as wrangler applies them.
beforeEach(async () => {
  await reset()
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
