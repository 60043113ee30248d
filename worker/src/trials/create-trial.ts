import { fail, ok, type Result } from '../contract/errors'
import { TRIAL_AMOUNT, TRIAL_COUNTRY, TRIAL_MS } from '../contract/plans'
import type { Database } from '../db/client'
import { trials } from '../db/schema'
import { runBatch } from '../plans/batch'
import { newProxyLogin } from '../plans/credentials'
import { claimShared, guard } from '../plans/shared-stock'
import { findTrialOfUser, type TrialRow } from './trial-store'

/**
 * The free trial: once per user, US shared proxies only, TRIAL_AMOUNT of them for TRIAL_MS. No money
 * moves, so no ledger row: the trial row and its proxies are one D1 batch, which itself checks
 * that the user has no trial yet (two starts at once make one trial).
 */
export async function createTrial(db: Database, userId: string, countryCode: string | undefined, now: number): Promise<Result<TrialRow>> {
  if (countryCode !== undefined && countryCode.trim().toUpperCase() !== TRIAL_COUNTRY) return fail('TEST_ON_USA_PROXY')
  if (await findTrialOfUser(db, userId)) return fail('ALREADY_USE_TRIAL')
  const id = crypto.randomUUID()
  const done = await runBatch(db, [
    guard('SELECT count(*) = 0 FROM trials WHERE user_id = ?', userId),
    db
      .insert(trials)
      .values({
        id,
        userId,
        countryCode: TRIAL_COUNTRY,
        amount: TRIAL_AMOUNT,
        authIps: [],
        ...newProxyLogin('st'),
        status: 'trying',
        expiresAt: now + TRIAL_MS,
        createdAt: now,
      })
      .toSQL(),
    ...claimShared({ type: 'trial', id }, TRIAL_COUNTRY, TRIAL_AMOUNT, now),
  ])
  const trial = await findTrialOfUser(db, userId)
  if (!done.ok) return fail(trial ? 'ALREADY_USE_TRIAL' : done.code)
  return trial ? ok(trial) : fail('NOT_FOUND')
}
