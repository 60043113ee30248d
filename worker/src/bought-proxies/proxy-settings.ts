import { and, eq, ne } from 'drizzle-orm'
import type { BoughtProxyView, IpChangeMode } from '../contract/bought-proxies'
import { fail, ok, type Result } from '../contract/errors'
import type { Database } from '../db/client'
import { boughtProxies } from '../db/schema'
import { selectViewRows, toBoughtProxyViews } from './bought-proxy-rows'
import { changeSelection, heldBy, updatedCount } from './selection'

type Settings = { comment?: string; ipChangeMode?: IpChangeMode; ipChangeInterval?: number }

/** The statement that writes `values` on the selected proxies (their claim in the same batch holds the selection). */
export function updateSelected(db: Database, userId: string, ids: readonly string[], values: Partial<typeof boughtProxies.$inferInsert>) {
  return db
    .update(boughtProxies)
    .set(values)
    .where(heldBy(userId, [...new Set(ids)]))
    .toSQL()
}

/**
 * Comment and IP-change settings of many proxies. A comment may be written on an expired proxy (it
 * is still the customer's for 3 days); IP-change settings only on proxies in use.
 */
export async function updateSettings(
  db: Database,
  userId: string,
  ids: readonly string[],
  settings: Settings,
  now: number,
): Promise<Result<{ updated: number }>> {
  const inUse = settings.ipChangeMode !== undefined || settings.ipChangeInterval !== undefined
  const done = await changeSelection(db, userId, ids, now, {
    inUse,
    write: () => [updateSelected(db, userId, ids, { ...settings, updatedAt: now })],
  })
  return updatedCount(done)
}

/** One proxy as its owner sees it; another customer's or a released one is as absent as an unknown id. */
export async function boughtProxyOf(db: Database, userId: string, id: string, now: number): Promise<BoughtProxyView | null> {
  const [row] = await selectViewRows(db)
    .where(and(eq(boughtProxies.id, id), eq(boughtProxies.userId, userId), ne(boughtProxies.status, 'released')))
    .limit(1)
  return row ? ((await toBoughtProxyViews(db, [row], now))[0] ?? null) : null
}

/** `PUT update/:id`: the comment of one proxy, answered with the proxy as it is now. */
export async function setComment(db: Database, userId: string, id: string, comment: string, now: number): Promise<Result<BoughtProxyView>> {
  const done = await updateSettings(db, userId, [id], { comment }, now)
  if (!done.ok) return done
  const view = await boughtProxyOf(db, userId, id, now)
  return view ? ok(view) : fail('PROXY_NOT_EXISTS')
}
