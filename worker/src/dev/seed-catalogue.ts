import { count } from 'drizzle-orm'
import { sha256 } from '../auth/crypto'
import { insertProxies } from '../catalogue/proxy-store'
import type { Database } from '../db/client'
import { bandwidthTierSettings, discounts, packages, prices, proxies, subServers } from '../db/schema'
import { demoDiscounts, demoPackages, demoPrices, demoTiers } from './demo-catalogue'
import { demoNode, demoProxies } from './demo-inventory'
import { seedRotating } from './demo-rotating'

const isEmpty = async (db: Database, table: typeof prices | typeof discounts | typeof packages | typeof subServers | typeof proxies) =>
  ((await db.select({ n: count() }).from(table))[0]?.n ?? 0) === 0

/**
 * The demo catalogue and inventory. Each table is filled only while it is empty, so what an admin
 * changed or deleted stays so across restarts (a table emptied completely is filled again); the
 * tiers, a fixed set the prices need, are added one by one where missing. The inventory lives on one
 * local node whose key is `demoNodeKey`, when given.
 */
export async function seedCatalogue(db: Database, now: number, demoNodeKey?: string): Promise<string[]> {
  const added: string[] = []
  const tiers = await db
    .insert(bandwidthTierSettings)
    .values(demoTiers.map((tier, sortOrder) => ({ ...tier, sortOrder, updatedAt: now })))
    .onConflictDoNothing()
    .returning({ tier: bandwidthTierSettings.tier })
  added.push(...tiers.map((row) => `bandwidth tier ${row.tier}`))
  if (await isEmpty(db, prices)) {
    // D1 binds at most 100 parameters a statement: a few rows per insert, all in one batch.
    const rows = demoPrices.map((price) => ({ id: crypto.randomUUID(), ...price, updatedAt: now }))
    const inserts = chunk(rows, 8).map((part) => db.insert(prices).values(part).onConflictDoNothing())
    const [first, ...rest] = inserts
    if (first) await db.batch([first, ...rest])
    added.push(`${rows.length} prices`)
  }
  if (await isEmpty(db, discounts)) {
    await db
      .insert(discounts)
      .values(demoDiscounts.map((discount) => ({ id: crypto.randomUUID(), ...discount, updatedAt: now })))
      .onConflictDoNothing()
    added.push(`${demoDiscounts.length} discounts`)
  }
  if (await isEmpty(db, packages)) {
    const rows = demoPackages.map((pack, sortOrder) => ({ id: crypto.randomUUID(), ...pack, sortOrder, createdAt: now, updatedAt: now }))
    const [first, ...rest] = chunk(rows, 4).map((part) => db.insert(packages).values(part).onConflictDoNothing())
    if (first) await db.batch([first, ...rest])
    added.push(`${rows.length} packages`)
  }
  if ((await isEmpty(db, subServers)) && (await isEmpty(db, proxies))) {
    // The local node program's key (npm start makes it per checkout): only its hash is stored, as for any node.
    const key = demoNodeKey ? { keyHash: await sha256(demoNodeKey), keyPrefix: demoNodeKey.slice(0, 10), keyIssuedAt: now } : {}
    await db
      .insert(subServers)
      .values({ ...demoNode, ...key, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
    const stored = await insertProxies(db, demoProxies(now))
    added.push('1 proxy node', `${stored.size} proxies`)
  }
  added.push(...(await seedRotating(db, now)))
  return added
}

function chunk<T>(rows: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(rows.length / size) }, (_, at) => rows.slice(at * size, at * size + size))
}
