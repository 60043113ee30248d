import { and, asc, count, eq, getTableColumns, or, sql } from 'drizzle-orm'
import { orConflict } from '../catalogue/constraints'
import { isListedCountry } from '../catalogue/countries'
import { fail, ok, type Result } from '../contract/errors'
import type { CreateKeyPackageInput, KeyPackageQuery, KeyPackageView, UpdateKeyPackageInput } from '../contract/key-packages'
import type { Database } from '../db/client'
import { contains } from '../db/contains'
import { keyPackages } from '../db/schema'
import { keyStockSql } from './key-stock'

const DUPLICATE_NAME = /UNIQUE constraint failed: key_packages\.name/
const k = keyPackages

export type KeyPackageRow = typeof keyPackages.$inferSelect

function filters(query: Partial<KeyPackageQuery>, onSaleOnly: boolean) {
  const search = query.search
  return and(
    onSaleOnly ? eq(k.enabled, true) : undefined,
    // On sale means its country is on sale too.
    onSaleOnly ? sql`${k.countryCode} IN (SELECT code FROM countries WHERE enabled = 1)` : undefined,
    query.ipVersion ? eq(k.ipVersion, query.ipVersion) : undefined,
    query.countryCode ? eq(k.countryCode, query.countryCode) : undefined,
    search
      ? or(contains(k.name, search), contains(k.nameEn, search), contains(k.description, search), contains(k.descriptionEn, search))
      : undefined,
  )
}

const withStock = (now: number) => ({ ...getTableColumns(k), stock: keyStockSql(k, now) })

export const toKeyPackageView = ({ id, createdAt: _, updatedAt: __, ...row }: KeyPackageRow & { stock: number }): KeyPackageView => ({
  _id: id,
  ...row,
})

/** Key packages a page at a time, in list order, each with the keys that can be bought now. */
export async function listKeyPackages(
  db: Database,
  query: KeyPackageQuery,
  onSaleOnly: boolean,
  now: number,
): Promise<{ data: KeyPackageView[]; total: number }> {
  const where = filters(query, onSaleOnly)
  const [rows, [total]] = await Promise.all([
    db
      .select(withStock(now))
      .from(k)
      .where(where)
      .orderBy(asc(k.sortOrder), asc(k.name))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(k).where(where),
  ])
  return { data: rows.map(toKeyPackageView), total: total?.total ?? 0 }
}

/** One package with its stock; `onSaleOnly`: none unless it can be bought (enabled, its country on sale). */
export async function findKeyPackage(db: Database, id: string, now: number, onSaleOnly = false) {
  const [row] = await db
    .select(withStock(now))
    .from(k)
    .where(and(eq(k.id, id), filters({}, onSaleOnly)))
    .limit(1)
  return row ?? null
}

async function packageView(db: Database, id: string, now: number): Promise<Result<KeyPackageView>> {
  const row = await findKeyPackage(db, id, now)
  return row ? ok(toKeyPackageView(row)) : fail('NOT_FOUND')
}

/** A new key package (PACKAGE_ALREADY_EXIST for a name in use, INVALID_COUNTRY for one not listed). */
export async function createKeyPackage(db: Database, input: CreateKeyPackageInput, now: number): Promise<Result<KeyPackageView>> {
  if (!(await isListedCountry(db, input.countryCode))) return fail('INVALID_COUNTRY')
  const id = crypto.randomUUID()
  const created = await orConflict(
    () =>
      db.insert(k).values({
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
  return created === 'duplicate' ? fail('PACKAGE_ALREADY_EXIST') : packageView(db, id, now)
}

/** Changes the fields given; keys already bought keep what they were sold with. */
export async function updateKeyPackage(
  db: Database,
  id: string,
  change: UpdateKeyPackageInput,
  now: number,
): Promise<Result<KeyPackageView>> {
  if (change.countryCode !== undefined && !(await isListedCountry(db, change.countryCode))) return fail('INVALID_COUNTRY')
  const updated = await orConflict(
    () =>
      db
        .update(k)
        .set({ ...change, updatedAt: now })
        .where(eq(k.id, id))
        .returning({ id: k.id }),
    DUPLICATE_NAME,
    'duplicate' as const,
  )
  if (updated === 'duplicate') return fail('PACKAGE_ALREADY_EXIST')
  return updated.length ? packageView(db, id, now) : fail('NOT_FOUND')
}

/** Keys keep the package's name and terms, so a package can go without touching them. */
export async function deleteKeyPackage(db: Database, id: string): Promise<Result<{ ok: true }>> {
  const [deleted] = await db.delete(k).where(eq(k.id, id)).returning({ id: k.id })
  return deleted ? ok({ ok: true }) : fail('NOT_FOUND')
}
