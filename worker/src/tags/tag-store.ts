import { and, count, eq, ne } from 'drizzle-orm'
import { failedConstraint } from '../catalogue/constraints'
import type { TagView } from '../contract/bought-proxies'
import { fail, ok, type Result } from '../contract/errors'
import type { Database } from '../db/client'
import { boughtProxies, tags } from '../db/schema'

/** Most tags one customer may have: tags group proxies, a hundred is far past any real use. */
export const MAX_TAGS = 100

const SAME_NAME = /UNIQUE constraint failed: tags\.user_id, tags\.name/
// Names sort as Vietnamese readers expect: đ after d, accented letters beside their bare letter.
const byName = new Intl.Collator('vi')

function tagRows(db: Database, userId: string, id?: string) {
  return db
    .select({ _id: tags.id, name: tags.name, count: count(boughtProxies.id) })
    .from(tags)
    .leftJoin(
      boughtProxies,
      and(eq(boughtProxies.tagId, tags.id), eq(boughtProxies.userId, tags.userId), ne(boughtProxies.status, 'released')),
    )
    .where(and(eq(tags.userId, userId), id === undefined ? undefined : eq(tags.id, id)))
    .groupBy(tags.id)
}

/** The customer's tags, names sorted, each with how many of the proxies they still hold carry it. */
export async function listTags(db: Database, userId: string): Promise<TagView[]> {
  const rows = await tagRows(db, userId)
  return rows.toSorted((a, b) => byName.compare(a.name, b.name))
}

/** One tag of the customer; another customer's is as absent as an unknown one. */
export async function tagOf(db: Database, userId: string, id: string): Promise<TagView | null> {
  const [row] = await tagRows(db, userId, id)
  return row ?? null
}

export async function countTags(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(tags).where(eq(tags.userId, userId))
  return row?.n ?? 0
}

export type TagCreated = Result<TagView> | { ok: false; code: 'tooMany' }

/** A new tag: names are unique per customer (TAG_ALREADY_EXISTS); the cap is checked by the insert itself. */
export async function createTag(db: Database, userId: string, name: string, now: number): Promise<TagCreated> {
  const id = crypto.randomUUID()
  const inserted = await db.$client
    .prepare(
      `INSERT INTO tags (id, user_id, name, created_at, updated_at) SELECT ?1, ?2, ?3, ?4, ?4
        WHERE (SELECT count(*) FROM tags WHERE user_id = ?2) < ?5 ON CONFLICT DO NOTHING`,
    )
    .bind(id, userId, name, now, MAX_TAGS)
    .run()
  if (inserted.meta.changes === 1) return ok({ _id: id, name, count: 0 })
  const [same] = await db
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.userId, userId), eq(tags.name, name)))
  return same ? fail('TAG_ALREADY_EXISTS') : { ok: false, code: 'tooMany' }
}

export async function renameTag(db: Database, userId: string, id: string, name: string, now: number): Promise<Result<TagView>> {
  try {
    const [row] = await db
      .update(tags)
      .set({ name, updatedAt: now })
      .where(and(eq(tags.id, id), eq(tags.userId, userId)))
      .returning({ id: tags.id })
    if (!row) return fail('TAG_NOT_EXISTS')
  } catch (error) {
    if (failedConstraint(error, SAME_NAME)) return fail('TAG_ALREADY_EXISTS')
    throw error
  }
  const view = await tagOf(db, userId, id)
  return view ? ok(view) : fail('TAG_NOT_EXISTS')
}

/** Deletes a tag; the proxies that carried it become untagged, in the same batch. */
export async function deleteTag(db: Database, userId: string, id: string, now: number): Promise<Result<{ deleted: true }>> {
  const owned = and(eq(tags.id, id), eq(tags.userId, userId))
  const [found] = await db.select({ id: tags.id }).from(tags).where(owned)
  if (!found) return fail('TAG_NOT_EXISTS')
  await db.batch([
    db
      .update(boughtProxies)
      .set({ tagId: null, updatedAt: now })
      .where(and(eq(boughtProxies.tagId, id), eq(boughtProxies.userId, userId))),
    db.delete(tags).where(owned),
  ])
  return ok({ deleted: true })
}
