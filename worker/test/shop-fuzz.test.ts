import { env } from 'cloudflare:workers'
import fc from 'fast-check'
import { describe, it } from 'vitest'
import { createUsers } from './fuzz-checks'
import { emptyModel } from './fuzz-model'
import { referHalf, seedAgency } from './shop-fuzz-agency'
import { commands } from './shop-fuzz-commands'
import { seedCoupon } from './shop-fuzz-coupon'
import { emptyShop, START, USERS } from './shop-fuzz-model'
import { seedShop, stockShop } from './shop-fuzz-setup'
import { type Country, type Inventory, ON_SALE } from './shop-fuzz-shop'

/**
 * Model-based fuzz of the shop: buying (by choice and by package), renewing, auto-renewal, bandwidth
 * upgrades, the shared plan (buy, more proxies, more bandwidth, other countries, renewal), rotating keys
 * (buy, renew when expired, auto-renew), a coupon with its limits (issue 17), refunds, admin adds and deducts, admin free days and
 * cancellations with refunds (issue 16), replays under the same key, and the expiry jobs at a clock that moves by
 * hours to days, over 20 users, a small stock and shared proxies with little room, some calls hit by
 * the money fuzz's faults and retried; the state checked against a reference model after every step.
 * A failure prints the line that replays it:
 *   FUZZ_SEED='<seed> <path> <replayPath>' npx vitest run --project worker-fuzz test/shop-fuzz.test.ts
 * (FUZZ_SEED='<seed>' alone reruns the whole search; FUZZ_RUNS=1000 searches longer.)
 */
const [seed, path, replayPath] = (env.FUZZ_SEED ?? '').split(' ')
const runs = Number(env.FUZZ_RUNS) || 200
const MAX_STEPS = 20

const perCountry = (arbitrary: fc.Arbitrary<number>) =>
  fc
    .tuple(...ON_SALE.map(() => arbitrary))
    .map((counts) => Object.fromEntries(ON_SALE.map((c, at) => [c, counts[at]])) as Record<Country, number>)
const inventory: fc.Arbitrary<Inventory> = fc.record({
  privateStock: perCountry(fc.integer({ min: 0, max: 6 })),
  // Owners from outside the run on every shared proxy of a country: 4 leave room for one plan there.
  background: perCountry(fc.constantFrom(0, 0, 1, 2, 3, 4)),
  // Rotating endpoints: few, so keys run out too.
  keyStock: fc.integer({ min: 0, max: 4 }),
})
// Some users with nothing, some with a little, most with enough for a few purchases.
const opening = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 300_000 }), {
  weight: 3,
  arbitrary: fc.integer({ min: 300_000, max: 3_000_000 }),
})
const openings = fc.array(fc.noBias(opening), {
  minLength: USERS,
  maxLength: USERS,
})

describe('shop fuzz', () => {
  it(
    `${runs} seeded runs of up to ${MAX_STEPS} steps over 20 users, with faults and the expiry jobs, match the model after every step`,
    async () => {
      await Promise.all([seedShop(START), seedAgency(START)])
      const steps = fc.commands(commands, { maxCommands: MAX_STEPS, size: 'max', replayPath })
      const property = fc.asyncProperty(openings, inventory, steps, async (opening, stock, run) => {
        const accounts = emptyModel(crypto.randomUUID().slice(0, 8))
        await Promise.all([stockShop(stock, START), createUsers(accounts, opening)])
        await Promise.all([referHalf(accounts.users), seedCoupon(accounts.run, START)])
        const model = emptyShop(accounts.run, accounts.users, accounts.balances, stock)
        await fc.asyncModelRun(() => ({ model, real: {} }), run)
      })
      const details = await fc.check(property, { numRuns: runs, ...(seed && { seed: Number(seed), path }) })
      if (!details.failed) return
      const replay = /replayPath="([^"]*)"/.exec(fc.stringify(details.counterexample))?.[1] ?? ''
      const command = `FUZZ_SEED='${details.seed} ${details.counterexamplePath} ${replay}' npx vitest run --project worker-fuzz test/shop-fuzz.test.ts`
      throw new Error(`${fc.defaultReportMessage(details)}\n\n${String(details.errorInstance)}\n\nReplay: ${command}`)
    },
    Math.max(120_000, runs * 600),
  )
})
