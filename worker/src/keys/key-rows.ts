import { and, count, desc, eq, getTableColumns, gt, inArray, lte, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import type { KeyListQuery, KeyView } from '../contract/keys'
import type { Database } from '../db/client'
import { contains } from '../db/contains'
import { proxies, proxyKeys, users } from '../db/schema'
import { keyStatusAt, nextChangeAt } from '../domain/key-rules'

const k = proxyKeys

/** A key with its endpoint and exit (its rotating proxy's listen host, ports and exit address). */
export function selectKeyRows(db: Database) {
  return db
    .select({
      ...getTableColumns(k),
      host: proxies.host,
      httpPort: proxies.httpPort,
      socksPort: proxies.socksPort,
      exitAddress: proxies.exitAddress,
      subServerId: proxies.subServerId,
      /** The holder is banned or deleted: the key calls answer as for an unknown key, the node locks it. */
      ownerLocked: sql<number>`(${users.bannedAt} IS NOT NULL OR ${users.deletedAt} IS NOT NULL)`,
    })
    .from(k)
    .innerJoin(proxies, eq(proxies.id, k.proxyId))
    .innerJoin(users, eq(users.id, k.userId))
}

export type KeyRow = Awaited<ReturnType<ReturnType<typeof selectKeyRows>['all']>>[number]

export const splitLines = (stored: string) => stored.split('\n').filter((line) => line !== '')

export function toKeyView(row: KeyRow, now: number): KeyView {
  return {
    _id: row.id,
    key: row.key,
    packageName: row.packageName,
    packageNameEn: row.packageNameEn,
    ipVersion: row.ipVersion,
    countryCode: row.countryCode,
    carrier: row.carrier,
    region: row.region,
    host: row.host,
    httpPort: row.httpPort,
    socksPort: row.socksPort,
    username: row.username,
    password: row.password,
    authIps: splitLines(row.authIps),
    exitIp: row.exitAddress,
    changeStatus: row.changeStatus,
    lastChangedAt: row.changedAt,
    nextChangeAt: Math.max(nextChangeAt(row), row.createdAt),
    minChangeSeconds: row.minChangeSeconds,
    autoRotateMinutes: row.autoRotateMinutes,
    status: keyStatusAt(row, now),
    expiresAt: row.expiresAt,
    autoRenew: row.autoRenew,
    periodUnit: row.periodUnit,
    periodCount: row.periodCount,
    renewPrice: row.renewPrice,
    createdAt: row.createdAt,
  }
}

function whereOf(userId: string, query: KeyListQuery, now: number): SQL | undefined {
  const byStatus = {
    all: inArray(k.status, ['using', 'expired']),
    using: and(eq(k.status, 'using'), gt(k.expiresAt, now)),
    expired: or(eq(k.status, 'expired'), and(eq(k.status, 'using'), lte(k.expiresAt, now))),
  }
  const search = query.search
  const like = (column: SQLWrapper) => contains(column, search ?? '')
  return and(
    eq(k.userId, userId),
    byStatus[query.status],
    search
      ? or(like(k.key), like(k.packageName), like(k.packageNameEn), like(k.username), like(proxies.host), like(proxies.exitAddress))
      : undefined,
  )
}

/** The caller's keys not yet released, newest first; 'using' and 'expired' as the list shows them (by the time too). */
export async function listKeys(
  db: Database,
  userId: string,
  query: KeyListQuery,
  now: number,
): Promise<{ data: KeyView[]; total: number }> {
  const where = whereOf(userId, query, now)
  const [rows, [total]] = await Promise.all([
    selectKeyRows(db)
      .where(where)
      .orderBy(desc(k.createdAt), k.id)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(k).innerJoin(proxies, eq(proxies.id, k.proxyId)).where(where),
  ])
  return { data: rows.map((row) => toKeyView(row, now)), total: total?.total ?? 0 }
}

/** The keys of one purchase (a repeated purchase answers with them). */
export async function keysOfPurchase(db: Database, purchaseId: string, now: number): Promise<KeyView[]> {
  const rows = await selectKeyRows(db).where(eq(k.purchaseId, purchaseId)).orderBy(k.id)
  return rows.map((row) => toKeyView(row, now))
}

export async function findKeyOf(db: Database, userId: string, id: string): Promise<KeyRow | null> {
  const [row] = await selectKeyRows(db)
    .where(and(eq(k.id, id), eq(k.userId, userId)))
    .limit(1)
  return row ?? null
}

export async function findKeyByText(db: Database, key: string): Promise<KeyRow | null> {
  const [row] = await selectKeyRows(db).where(eq(k.key, key)).limit(1)
  return row ?? null
}
