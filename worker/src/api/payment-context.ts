import type { Context } from 'hono'
import { config } from '../config'
import { centsFromUsdNumber } from '../contract/money'
import { loadPublicSettings } from '../db/settings'
import type { ApiEnv } from './context'
import { requestLocale } from './request-meta'

/** What the payment flows of one request work with: bindings, config, the time, our origin, today's rate. */
export async function paymentDeps(c: Context<ApiEnv>) {
  const settings = await loadPublicSettings(c.get('db'))
  return {
    env: c.env,
    db: c.get('db'),
    config: config(c.env),
    now: c.get('now'),
    origin: new URL(c.req.url).origin,
    vndPerUsd: settings.vndPerUsd,
    locale: requestLocale(c),
    bankAccounts: settings.bankAccounts,
  }
}

/** Whole cents of a dollar amount the schema already checked (UsdAmountInput), read exactly from its decimal text. */
export function centsOf(amount: number): number {
  const cents = centsFromUsdNumber(amount)
  if (cents === null) throw new RangeError(`not a dollar amount: ${amount}`)
  return cents
}
