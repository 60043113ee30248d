import { hashPassword } from '../auth/password'
import type { Config } from '../config'
import type { Database } from '../db/client'
import { countries, settings } from '../db/schema'
import { findUserByEmail, insertUser } from '../db/users'
import { rowsByEventKeys } from '../money/ledger'
import type { OrderCaller } from '../orders/order-caller'
import { DEMO_COUNTRIES_OFF_SALE, DEMO_CUSTOMER_EMAIL, DEMO_OPENING_BALANCE, demoCountries, demoSettings, demoUsers } from './demo-data'
import { seedCatalogue } from './seed-catalogue'
import { seedDemoProxies } from './seed-proxies'

/** Credits a demo opening balance through the user's lock, under its event key. */
export type OpeningCredit = (userId: string, amount: number, eventKey: string) => Promise<void>
/** Who buys for a demo user: their order caller, paying through their lock. */
export type DemoBuyer = (userId: string) => OrderCaller

/**
 * Seeds the demo data, idempotently: nothing that exists is changed (an admin's edits survive a
 * restart), only what is missing is added. Answers what it added.
 */
export async function seedDemo(
  db: Database,
  config: Config,
  now: number,
  credit?: OpeningCredit,
  buyer?: DemoBuyer,
): Promise<{ added: string[] }> {
  const added: string[] = []
  const settingRows = await db
    .insert(settings)
    .values(Object.entries(demoSettings).map(([key, value]) => ({ key, value, updatedAt: now })))
    .onConflictDoNothing()
    .returning({ key: settings.key })
  added.push(...settingRows.map((row) => `setting ${row.key}`))
  const countryRows = await db
    .insert(countries)
    .values(demoCountries.map((code, sortOrder) => ({ code, sortOrder, enabled: !DEMO_COUNTRIES_OFF_SALE.includes(code) })))
    .onConflictDoNothing()
    .returning({ code: countries.code })
  added.push(...countryRows.map((row) => `country ${row.code}`))
  added.push(...(await seedCatalogue(db, now, config.DEMO_NODE_KEY)))
  for (const user of demoUsers) {
    if (await findUserByEmail(db, user.email)) continue
    await insertUser(db, {
      id: crypto.randomUUID(),
      username: user.username,
      email: user.email,
      name: user.name,
      role: user.role,
      passwordHash: await hashPassword(user.password, config.PASSWORD_PEPPER, config.PASSWORD_ITERATIONS),
      emailVerifiedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    added.push(`user ${user.email}`)
  }
  // The demo customer can buy right away.
  const customer = await findUserByEmail(db, DEMO_CUSTOMER_EMAIL)
  const openingKey = `demo:opening:${customer?.id}`
  if (customer && credit && (await rowsByEventKeys(db, [openingKey])).length === 0) {
    await credit(customer.id, DEMO_OPENING_BALANCE, openingKey)
    added.push('opening balance of the demo customer')
  }
  // ...and holds a few proxies of their own to manage.
  if (customer && credit && buyer) added.push(...(await seedDemoProxies(buyer(customer.id), credit)))
  return { added }
}
