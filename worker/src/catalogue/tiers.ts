import { type BandwidthTierView, bandwidthTiers } from '../contract/catalogue'
import type { UpdateTierInput } from '../contract/catalogue-admin'
import { fail, ok, type Result } from '../contract/errors'
import { listTiers } from '../db/catalogue'
import type { Database } from '../db/client'
import { bandwidthTierSettings } from '../db/schema'
import { toTierView } from './views'

/** The tiers in their fixed order (basic, advanced, premium, unlimited), as far as they are set. */
export async function tierViews(db: Database): Promise<BandwidthTierView[]> {
  return (await listTiers(db)).map(toTierView)
}

/**
 * Sets a tier's allowance and surcharge (the row is made if it was never set). Only 'unlimited' has
 * no monthly cap, and it must have none: anything else is BANDWIDTH_INVALID.
 */
export async function updateTier(db: Database, input: UpdateTierInput, now: number): Promise<Result<BandwidthTierView>> {
  if ((input.tier === 'unlimited') !== (input.monthlyGb === null)) return fail('BANDWIDTH_INVALID')
  const values = { monthlyGb: input.monthlyGb, surchargePercent: input.surchargePercent, updatedAt: now }
  const [saved] = await db
    .insert(bandwidthTierSettings)
    .values({ tier: input.tier, sortOrder: bandwidthTiers.indexOf(input.tier), ...values })
    .onConflictDoUpdate({ target: bandwidthTierSettings.tier, set: values })
    .returning()
  return saved ? ok(toTierView(saved)) : fail('UNKNOW_ERROR')
}
