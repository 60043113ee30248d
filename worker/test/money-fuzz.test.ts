import { env } from 'cloudflare:workers'
import fc from 'fast-check'
import { describe, it } from 'vitest'
import { createUsers } from './fuzz-checks'
import { commands } from './fuzz-commands'
import { emptyModel, USERS } from './fuzz-model'

/**
 * Model-based fuzz of the money core (VOPR-lite): random steps over 20 users through their real
 * UserAccount objects and local D1, some hit by faults and retried, the state checked against a
 * reference model after every step. A failure prints the line that replays it:
 *   FUZZ_SEED='<seed> <path> <replayPath>' npx vitest run --project worker-money-fuzz test/money-fuzz.test.ts
 * (FUZZ_SEED='<seed>' alone reruns the whole search; FUZZ_RUNS=2000 searches longer.)
 */
const [seed, path, replayPath] = (env.FUZZ_SEED ?? '').split(' ')
const runs = Number(env.FUZZ_RUNS) || 200
const MAX_STEPS = 16
const openings = fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 3_000_000 })), { minLength: USERS, maxLength: USERS })

describe('money fuzz', () => {
  it(
    `${runs} seeded runs of up to ${MAX_STEPS} steps over 20 users, with faults, match the model after every step`,
    async () => {
      const steps = fc.commands(commands, { maxCommands: MAX_STEPS, size: 'max', replayPath })
      const property = fc.asyncProperty(openings, steps, async (opening, run) => {
        const model = emptyModel(crypto.randomUUID().slice(0, 8))
        await createUsers(model, opening)
        await fc.asyncModelRun(() => ({ model, real: {} }), run)
      })
      const details = await fc.check(property, { numRuns: runs, ...(seed && { seed: Number(seed), path }) })
      if (!details.failed) return
      const replay = /replayPath="([^"]*)"/.exec(fc.stringify(details.counterexample))?.[1] ?? ''
      const command = `FUZZ_SEED='${details.seed} ${details.counterexamplePath} ${replay}' npx vitest run --project worker-money-fuzz test/money-fuzz.test.ts`
      throw new Error(`${fc.defaultReportMessage(details)}\n\n${String(details.errorInstance)}\n\nReplay: ${command}`)
    },
    Math.max(120_000, runs * 600),
  )
})
