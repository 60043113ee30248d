import { and, asc, eq, gt, inArray, isNull, or, type SQL } from 'drizzle-orm'
import * as v from 'valibot'
import { boughtProxyFilters } from '../contract/bought-proxies'
import { ExportChoice, type ExportRecord } from '../contract/export-formats'
import type { Database } from '../db/client'
import { boughtProxies, proxies, tags } from '../db/schema'

/** `GET /api/bought-proxy/export-all-proxy`: a format, and which proxies (in use by default; a tag, 'none' for untagged; a country). */
export const ExportAllQuery = v.intersect([
  ExportChoice,
  v.object({
    status: v.optional(v.picklist(boughtProxyFilters, 'invalidValue'), 'using'),
    tagId: v.optional(v.pipe(v.string(), v.maxLength(64, 'tooLong'))),
    countryCode: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'invalidValue'))),
  }),
])
export type ExportAllQuery = v.InferOutput<typeof ExportAllQuery>
export type ExportScope = Pick<ExportAllQuery, 'status' | 'tagId' | 'countryCode'> & { userId: string }

/** Where a page ends: the export runs in expiry order, ties by id, so a page starts exactly after the last. */
export type Cursor = { expiresAt: number; id: string }

const b = boughtProxies
const statusFilter = {
  all: inArray(b.status, ['using', 'expired']),
  using: eq(b.status, 'using'),
  expired: eq(b.status, 'expired'),
} as const

function whereOf(scope: ExportScope, after: Cursor | null): SQL | undefined {
  return and(
    eq(b.userId, scope.userId),
    statusFilter[scope.status],
    scope.countryCode ? eq(proxies.countryCode, scope.countryCode) : undefined,
    scope.tagId === 'none' ? isNull(b.tagId) : scope.tagId ? eq(b.tagId, scope.tagId) : undefined,
    after ? or(gt(b.expiresAt, after.expiresAt), and(eq(b.expiresAt, after.expiresAt), gt(b.id, after.id))) : undefined,
  )
}

/** One page of the export (keyset paging: each page is one indexed read, whatever the list's length). */
export async function exportPage(
  db: Database,
  scope: ExportScope,
  after: Cursor | null,
  limit: number,
): Promise<{ records: ExportRecord[]; next: Cursor | null }> {
  const rows = await db
    .select({
      id: b.id,
      host: proxies.host,
      httpPort: proxies.httpPort,
      socksPort: proxies.socksPort,
      username: b.username,
      password: b.password,
      countryCode: proxies.countryCode,
      ipVersion: proxies.ipVersion,
      ipMode: proxies.ipMode,
      expiresAt: b.expiresAt,
      tag: tags.name,
      comment: b.comment,
    })
    .from(b)
    .innerJoin(proxies, eq(proxies.id, b.proxyId))
    .leftJoin(tags, eq(tags.id, b.tagId))
    .where(whereOf(scope, after))
    .orderBy(asc(b.expiresAt), asc(b.id))
    .limit(limit)
  const last = rows.at(-1)
  return {
    records: rows.map(({ id, ipVersion, ipMode, tag, ...row }) => ({ ...row, type: `${ipVersion} ${ipMode}`, tag: tag ?? '' })),
    next: last && rows.length === limit ? { expiresAt: last.expiresAt, id: last.id } : null,
  }
}
