import type { RawStatement } from '../money/purchase'
import type { AppliedCoupon } from './reductions'

/**
 * A coupon's use inside the purchase's one batch (ADR 0030): the use row, then a claim whose CHECKs
 * fail the whole batch, money included, when the uses counted with this one pass the coupon's total
 * (DISCOUNT_USED_UP) or per-customer limit (DISCOUNT_ALREADY_USED). D1 runs a batch as one
 * transaction, so N allowed uses are exactly N however many purchases race. The claim is scratch:
 * the batch ends by clearing it.
 */
export function couponUseStatements(coupon: AppliedCoupon, buyerId: string, eventKey: string, now: number): RawStatement[] {
  const uses = 'SELECT count(*) FROM coupon_uses WHERE coupon_id = ?'
  return [
    {
      sql: 'INSERT INTO coupon_uses (id, coupon_id, user_id, spend_event_key, discount, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      params: [crypto.randomUUID(), coupon.id, buyerId, eventKey, coupon.discount, now],
    },
    {
      sql: `INSERT INTO coupon_claims (id, within_total, within_user)
        SELECT ?, (c.max_uses IS NULL OR (${uses}) <= c.max_uses), (c.max_uses_per_user IS NULL OR (${uses} AND user_id = ?) <= c.max_uses_per_user)
        FROM coupons c WHERE c.id = ?`,
      params: [crypto.randomUUID(), coupon.id, coupon.id, buyerId, coupon.id],
    },
    { sql: 'DELETE FROM coupon_claims', params: [] },
  ]
}
