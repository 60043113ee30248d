import { and, asc, count, eq, or, sql } from 'drizzle-orm'
import type { PackageView } from '../contract/catalogue'
import type { CreatePackageInput, PackageQuery, UpdatePackageInput } from '../contract/catalogue-admin'
import { fail, ok, type Result } from '../contract/errors'
import { findPackage } from '../db/catalogue'
import type { Database } from '../db/client'
import { contains } from '../db/contains'
import { packages } from '../db/schema'
import { orConflict } from './constraints'
import { isListedCountry } from './countries'
import { readStock, stockIn } from './stock'
import { toPackageView } from './views'

const DUPLICATE_NAME = /UNIQUE constraint failed: packages\.name/

function filters(query: PackageQuery, enabledOnly: boolean) {
  const search = query.search
  return and(
    enabledOnly ? eq(packages.enabled, true) : undefined,
    // On sale means its country is on sale too: a package of a closed country cannot be bought.
    enabledOnly ? sql`${packages.countryCode} IN (SELECT code FROM countries WHERE enabled = 1)` : undefined,
    query.kind ? eq(packages.kind, query.kind) : undefined,
    query.ipVersion ? eq(packages.ipVersion, query.ipVersion) : undefined,
    query.ipMode ? eq(packages.ipMode, query.ipMode) : undefined,
    query.countryCode ? eq(packages.countryCode, query.countryCode) : undefined,
    search
      ? or(
          contains(packages.name, search),
          contains(packages.nameEn, search),
          contains(packages.description, search),
          contains(packages.descriptionEn, search),
        )
      : undefined,
  )
}

/** Packages a page at a time with their live stock (free proxies of the package's product and country). */
export async function listPackages(
  db: Database,
  query: PackageQuery,
  enabledOnly: boolean,
): Promise<{ data: PackageView[]; total: number }> {
  const where = filters(query, enabledOnly)
  const [rows, [total], stock] = await Promise.all([
    db
      .select()
      .from(packages)
      .where(where)
      .orderBy(asc(packages.sortOrder), asc(packages.name))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(packages).where(where),
    readStock(db),
  ])
  return { data: rows.map((row) => toPackageView(row, stockIn(stock, row, row.countryCode))), total: total?.total ?? 0 }
}

async function packageView(db: Database, id: string): Promise<Result<PackageView>> {
  const row = await findPackage(db, id)
  if (!row) return fail('NOT_FOUND')
  return ok(toPackageView(row, stockIn(await readStock(db), row, row.countryCode)))
}

export async function createPackage(db: Database, input: CreatePackageInput, now: number): Promise<Result<PackageView>> {
  if (!(await isListedCountry(db, input.countryCode))) return fail('INVALID_COUNTRY')
  const id = crypto.randomUUID()
  const created = await orConflict(
    () =>
      db.insert(packages).values({
        id,
        ...input,
        nameEn: input.nameEn ?? input.name,
        descriptionEn: input.descriptionEn ?? input.description,
        createdAt: now,
        updatedAt: now,
      }),
    DUPLICATE_NAME,
    'duplicate' as const,
  )
  return created === 'duplicate' ? fail('PACKAGE_ALREADY_EXIST') : packageView(db, id)
}

/** Changes the fields given; a package that does not exist is NOT_FOUND. */
export async function updatePackage(db: Database, id: string, change: UpdatePackageInput, now: number): Promise<Result<PackageView>> {
  if (change.countryCode !== undefined && !(await isListedCountry(db, change.countryCode))) return fail('INVALID_COUNTRY')
  const updated = await orConflict(
    () =>
      db
        .update(packages)
        .set({ ...change, updatedAt: now })
        .where(eq(packages.id, id))
        .returning({ id: packages.id }),
    DUPLICATE_NAME,
    'duplicate' as const,
  )
  if (updated === 'duplicate') return fail('PACKAGE_ALREADY_EXIST')
  return updated.length ? packageView(db, id) : fail('NOT_FOUND')
}

/** Orders keep the name and prices they were bought with, so a package can go without touching them. */
export async function deletePackage(db: Database, id: string): Promise<Result<{ ok: true }>> {
  const [deleted] = await db.delete(packages).where(eq(packages.id, id)).returning({ id: packages.id })
  return deleted ? ok({ ok: true }) : fail('NOT_FOUND')
}
