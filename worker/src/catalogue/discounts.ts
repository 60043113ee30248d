import { eq } from 'drizzle-orm'
import type { DiscountView } from '../contract/catalogue'
import { fail, ok, type Result } from '../contract/errors'
import { listDiscounts } from '../db/catalogue'
import type { Database } from '../db/client'
import { discounts } from '../db/schema'
import { orConflict } from './constraints'
import { toDiscountView } from './views'

// One discount per threshold: a second one from the same amount would make the rule ambiguous.
const SAME_THRESHOLD = /UNIQUE constraint failed: discounts\.min_amount/

export const discountViews = async (db: Database): Promise<DiscountView[]> => (await listDiscounts(db)).map(toDiscountView)

export async function createDiscount(
  db: Database,
  input: { minAmount: number; percent: number },
  now: number,
): Promise<Result<DiscountView>> {
  const saved = await orConflict(
    () =>
      db
        .insert(discounts)
        .values({ id: crypto.randomUUID(), ...input, updatedAt: now })
        .returning(),
    SAME_THRESHOLD,
    null,
  )
  const [row] = saved ?? []
  return row ? ok(toDiscountView(row)) : fail('DISCOUNT_ALREADY_EXISTS')
}

export async function updateDiscount(
  db: Database,
  id: string,
  change: { minAmount?: number; percent?: number },
  now: number,
): Promise<Result<DiscountView>> {
  const saved = await orConflict(
    () =>
      db
        .update(discounts)
        .set({ ...change, updatedAt: now })
        .where(eq(discounts.id, id))
        .returning(),
    SAME_THRESHOLD,
    null,
  )
  if (saved === null) return fail('DISCOUNT_ALREADY_EXISTS')
  const [row] = saved
  return row ? ok(toDiscountView(row)) : fail('DISCOUNT_NOT_EXISTS')
}

export async function deleteDiscount(db: Database, id: string): Promise<Result<{ ok: true }>> {
  const [deleted] = await db.delete(discounts).where(eq(discounts.id, id)).returning({ id: discounts.id })
  return deleted ? ok({ ok: true }) : fail('DISCOUNT_NOT_EXISTS')
}
