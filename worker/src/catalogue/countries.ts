import { asc, eq, max } from 'drizzle-orm'
import type { AdminCountryView } from '../contract/catalogue-admin'
import { fail, ok, type Result } from '../contract/errors'
import type { Database } from '../db/client'
import { countries } from '../db/schema'
import { isCountryCode } from './country-codes'
import { emptyStock, readStock } from './stock'

/** Countries in list order with their live stock; `onSale` keeps only the enabled ones (the public list). */
export async function listCountries(db: Database, onSale: boolean): Promise<AdminCountryView[]> {
  const [rows, stock] = await Promise.all([
    db
      .select()
      .from(countries)
      .where(onSale ? eq(countries.enabled, true) : undefined)
      .orderBy(asc(countries.sortOrder), asc(countries.code)),
    readStock(db),
  ])
  return rows.map((row) => ({ code: row.code, enabled: row.enabled, sortOrder: row.sortOrder, stock: stock.get(row.code) ?? emptyStock() }))
}

async function countryView(db: Database, code: string): Promise<Result<AdminCountryView>> {
  const found = (await listCountries(db, false)).find((country) => country.code === code)
  return found ? ok(found) : fail('INVALID_COUNTRY')
}

/** Adds a country (last in the list, on sale); one already listed is answered as it is. */
export async function createCountry(db: Database, code: string): Promise<Result<AdminCountryView>> {
  if (!isCountryCode(code)) return fail('INVALID_COUNTRY')
  const [last] = await db.select({ sortOrder: max(countries.sortOrder) }).from(countries)
  await db
    .insert(countries)
    .values({ code, enabled: true, sortOrder: (last?.sortOrder ?? -1) + 1 })
    .onConflictDoNothing()
  return countryView(db, code)
}

/** Puts a listed country on sale or takes it off, or moves it in the list. */
export async function updateCountry(
  db: Database,
  code: string,
  change: { enabled?: boolean; sortOrder?: number },
): Promise<Result<AdminCountryView>> {
  const [updated] = await db.update(countries).set(change).where(eq(countries.code, code)).returning({ code: countries.code })
  return updated ? countryView(db, code) : fail('INVALID_COUNTRY')
}

/** Is the code in the country list (on sale or not)? */
export async function isListedCountry(db: Database, code: string): Promise<boolean> {
  const [row] = await db.select({ code: countries.code }).from(countries).where(eq(countries.code, code)).limit(1)
  return row !== undefined
}
