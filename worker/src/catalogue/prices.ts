import { and, eq } from 'drizzle-orm'
import { type PriceView, type ProxyKind, periodDays } from '../contract/catalogue'
import type { UpsertPriceInput } from '../contract/catalogue-admin'
import { fail, ok, type Result } from '../contract/errors'
import type { Database } from '../db/client'
import { prices } from '../db/schema'
import { orConflict } from './constraints'
import { isListedCountry } from './countries'
import { toPriceView } from './views'

/** Product, then country ('*' first), then period length: the order a price table reads in. */
function byProductAndPeriod(a: PriceView, b: PriceView): number {
  const product = (p: PriceView) => `${p.kind}:${p.ipVersion}:${p.ipMode}:${p.countryCode === '*' ? '' : p.countryCode}`
  return product(a).localeCompare(product(b)) || periodDays(a.periodUnit, a.periodCount) - periodDays(b.periodUnit, b.periodCount)
}

/** The price list: every row, or the enabled ones only (public); `kind` narrows it to private or shared. */
export async function listPrices(db: Database, options: { enabledOnly: boolean; kind?: ProxyKind }): Promise<PriceView[]> {
  const rows = await db
    .select()
    .from(prices)
    .where(and(options.enabledOnly ? eq(prices.enabled, true) : undefined, options.kind ? eq(prices.kind, options.kind) : undefined))
  return rows.map(toPriceView).sort(byProductAndPeriod)
}

/**
 * Sets one price. With `id` that row changes (PRICE_NOT_EXISTS if gone; PRICE_ALREADY_EXISTS if it
 * would become another row's product and period); without, the row of that product, country and
 * period is replaced, or added.
 */
export async function upsertPrice(db: Database, input: UpsertPriceInput, now: number): Promise<Result<PriceView>> {
  // '*' or any listed country, on sale or not (an admin prices a country before opening it).
  if (input.countryCode !== '*' && !(await isListedCountry(db, input.countryCode))) return fail('INVALID_COUNTRY')
  const { id, ...values } = input
  const row = { ...values, updatedAt: now }
  const key = [prices.kind, prices.ipVersion, prices.ipMode, prices.countryCode, prices.periodUnit, prices.periodCount]
  if (id === undefined) {
    const [saved] = await db
      .insert(prices)
      .values({ id: crypto.randomUUID(), ...row })
      .onConflictDoUpdate({ target: key, set: { price: row.price, popular: row.popular, enabled: row.enabled, updatedAt: now } })
      .returning()
    return saved ? ok(toPriceView(saved)) : fail('UNKNOW_ERROR')
  }
  const updated = await orConflict(
    () => db.update(prices).set(row).where(eq(prices.id, id)).returning(),
    /UNIQUE constraint failed: prices\./,
    null,
  )
  if (updated === null) return fail('PRICE_ALREADY_EXISTS')
  const [saved] = updated
  return saved ? ok(toPriceView(saved)) : fail('PRICE_NOT_EXISTS')
}

export async function deletePrice(db: Database, id: string): Promise<Result<{ ok: true }>> {
  const [deleted] = await db.delete(prices).where(eq(prices.id, id)).returning({ id: prices.id })
  return deleted ? ok({ ok: true }) : fail('PRICE_NOT_EXISTS')
}
