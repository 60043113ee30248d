import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm'
import type { Database } from './client'
import { users } from './schema'

export type UserRow = typeof users.$inferSelect
export type NewUser = typeof users.$inferInsert

const live = isNull(users.deletedAt)

async function one(db: Database, where: SQL | undefined): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(and(live, where)).limit(1)
  return row ?? null
}

export const findUserById = (db: Database, id: string) => one(db, eq(users.id, id))
export const findUserByEmail = (db: Database, email: string) => one(db, eq(users.email, email.toLowerCase()))
export const findUserByGoogleSub = (db: Database, sub: string) => one(db, eq(users.googleSub, sub))
export const findUserByApiKeyHash = (db: Database, hash: string) => one(db, eq(users.apiKeyHash, hash))

/** Login accepts a username or an e-mail, in any case. */
export function findUserByLogin(db: Database, login: string) {
  const key = login.trim().toLowerCase()
  return one(db, or(eq(users.email, key), eq(users.username, key)))
}

export async function usernameTaken(db: Database, username: string): Promise<boolean> {
  return (await one(db, eq(users.username, username))) !== null
}

export async function insertUser(db: Database, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning()
  if (!row) throw new Error('user insert returned nothing')
  return row
}

/** Inserts unless the e-mail or username is taken by a live account (a concurrent insert included): null then. */
export async function insertUserIfFree(db: Database, values: NewUser): Promise<UserRow | null> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning()
  return row ?? null
}

export async function updateUser(db: Database, id: string, patch: Partial<NewUser>): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set(patch)
    .where(and(live, eq(users.id, id)))
    .returning()
  return row ?? null
}

/** Accepts a two-factor step only if it is newer than the last one accepted: a code works once. */
export async function claimTotpStep(db: Database, id: string, step: number): Promise<boolean> {
  const claimed = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, id), or(isNull(users.totpLastStep), sql`${users.totpLastStep} < ${step}`)))
    .returning({ id: users.id })
  return claimed.length === 1
}
