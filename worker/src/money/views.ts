import type { TopupView, TransactionView } from '../contract/ledger'
import type { topups } from '../db/schema'
import type { LedgerRow } from './ledger'

export type TopupRow = typeof topups.$inferSelect

export function toTransactionView(row: LedgerRow): TransactionView {
  return {
    _id: row.id,
    type: row.type,
    content: row.content,
    balanceBefore: row.balanceBefore,
    price: row.price,
    amount: row.amount,
    balanceAfter: row.balanceAfter,
    createdAt: row.createdAt,
  }
}

export function toTopupView(row: TopupRow): TopupView {
  return {
    _id: row.id,
    method: row.method,
    status: row.status,
    content: row.content,
    amount: row.amountXu,
    bonus: row.bonusXu,
    paid: row.paidAmount === null ? null : { amount: row.paidAmount, currency: row.currency },
    payUrl: row.status === 'processing' ? row.payUrl : null,
    createdAt: row.createdAt,
    creditedAt: row.creditedAt,
  }
}
