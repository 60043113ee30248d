import { and, eq, isNull } from 'drizzle-orm'
import { randomBytes } from '../auth/crypto'
import type { Database } from '../db/client'
import { users } from '../db/schema'
import { newTransferCode } from '../providers/payments/transfer-code'

/** The user's bank-transfer content code: made once, on first need, and kept (unique across users). */
export async function billCodeOf(db: Database, userId: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [user] = await db.select({ code: users.billCode }).from(users).where(eq(users.id, userId)).limit(1)
    if (!user) throw new Error('no such user')
    if (user.code) return user.code
    try {
      await db
        .update(users)
        .set({ billCode: newTransferCode(randomBytes(8)) })
        .where(and(eq(users.id, userId), isNull(users.billCode)))
    } catch (error) {
      // Another user has that code already (1 in 32^8): draw again.
      if (!/UNIQUE constraint failed/.test(String((error as { cause?: unknown }).cause ?? error))) throw error
    }
  }
  throw new Error('could not assign a transfer code')
}
