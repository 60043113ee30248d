import { and, desc, eq, gt, isNull } from 'drizzle-orm'
import type { Database } from './client'
import { emailCodes } from './schema'

export type EmailCodeRow = typeof emailCodes.$inferSelect
export type CodePurpose = EmailCodeRow['purpose']

/** Stores a new code and retires every earlier unused one for the same address and purpose. */
export async function storeCode(
  db: Database,
  row: { id: string; email: string; purpose: CodePurpose; codeHash: string; createdAt: number; expiresAt: number },
): Promise<void> {
  await db.batch([
    db
      .update(emailCodes)
      .set({ usedAt: row.createdAt })
      .where(and(eq(emailCodes.email, row.email), eq(emailCodes.purpose, row.purpose), isNull(emailCodes.usedAt))),
    db.insert(emailCodes).values(row),
  ])
}

export async function latestCode(db: Database, email: string, purpose: CodePurpose): Promise<EmailCodeRow | null> {
  const [row] = await db
    .select()
    .from(emailCodes)
    .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose)))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1)
  return row ?? null
}

export async function countAttempt(db: Database, id: string, attempts: number): Promise<void> {
  await db.update(emailCodes).set({ attempts }).where(eq(emailCodes.id, id))
}

/** Marks a code used, once: false when it was already used (a concurrent check won). */
export async function useCode(db: Database, id: string, now: number, reset?: { tokenHash: string; expiresAt: number }): Promise<boolean> {
  const used = await db
    .update(emailCodes)
    .set({ usedAt: now, resetTokenHash: reset?.tokenHash ?? null, resetExpiresAt: reset?.expiresAt ?? null })
    .where(and(eq(emailCodes.id, id), isNull(emailCodes.usedAt)))
    .returning({ id: emailCodes.id })
  return used.length === 1
}

/** Takes a password-reset ticket, once: null when unknown, expired or already taken. */
export async function takeResetTicket(db: Database, tokenHash: string, now: number): Promise<EmailCodeRow | null> {
  const [row] = await db
    .update(emailCodes)
    .set({ resetExpiresAt: 0 })
    .where(and(eq(emailCodes.resetTokenHash, tokenHash), gt(emailCodes.resetExpiresAt, now)))
    .returning()
  return row ?? null
}
