import type { RawStatement } from '../money/purchase'

// Both only ever run inside a money batch, after the ledger row they read. D1 binds a JavaScript
// number as a REAL, so a bound number in arithmetic is cast first: SQLite divides integers exactly (down).

/**
 * The commission of a spend, in the spend's own batch (after its ledger row, which it reads by the
 * event key): when the spender was referred by an agency that is active now and is not the spender,
 * the agency's rate (less `cut` points, what its own coupon gave) of what was paid, rounded down;
 * nothing when that comes to 0. The spend's event key is unique in commissions too: one per spend.
 */
export function commissionStatement(eventKey: string, cut: number, now: number): RawStatement {
  const rate = 'max(a.commission_percent - CAST(? AS INTEGER), 0)'
  return {
    sql: `INSERT INTO commissions (id, agency_id, agent_id, customer_id, spend_event_key, spend_ledger_id, spend_type, ref_type, ref_id,
        spend_amount, percent, amount, status, created_at, updated_at)
      SELECT ?, a.id, a.user_id, l.user_id, l.event_key, l.id, l.type, l.ref_type, l.ref_id, -l.amount, ${rate}, (-l.amount * ${rate}) / 100,
        'pending', ?, ?
      FROM ledger l JOIN users u ON u.id = l.user_id JOIN agencies a ON a.id = u.owner_agency_id
      WHERE l.event_key = ? AND l.amount < 0 AND a.active = 1 AND a.user_id <> l.user_id AND (-l.amount * ${rate}) / 100 > 0`,
    params: [crypto.randomUUID(), cut, cut, now, now, eventKey, cut],
  }
}

/**
 * A refund of `refund` Xu given back for an order or plan (`ref`) takes back the same share of each
 * commission its spends earned: `ceil(amount × refund / spent)`, where `spent` is what the customer
 * paid for it in all. A pending commission shrinks (cancelled when nothing is left); a credited one
 * keeps its status and the cron claws the difference back from the agent.
 */
export function reversalStatement(ref: { type: string; id: string; userId: string }, refund: number, now: number): RawStatement {
  const spent = 'SELECT -sum(amount) FROM ledger WHERE user_id = ? AND ref_type = ? AND ref_id = ? AND amount < 0'
  const reversed = `min(amount, reversed + (amount * CAST(? AS INTEGER) + (${spent}) - 1) / (${spent}))`
  const args = [refund, ref.userId, ref.type, ref.id, ref.userId, ref.type, ref.id]
  return {
    sql: `UPDATE commissions SET reversed = ${reversed},
        status = CASE WHEN status = 'pending' AND ${reversed} = amount THEN 'cancelled' ELSE status END, updated_at = ?
      WHERE customer_id = ? AND ref_type = ? AND ref_id = ? AND status IN ('pending', 'credited') AND (${spent}) > 0`,
    params: [...args, ...args, now, ref.userId, ref.type, ref.id, ref.userId, ref.type, ref.id],
  }
}
