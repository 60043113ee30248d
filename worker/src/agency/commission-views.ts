import type { CommissionView } from '../contract/agency'
import type { TransactionType } from '../contract/ledger'
import { DAY_MS } from '../contract/shop-days'
import { maskedEmail } from '../domain/masked-email'
import type { CommissionRow } from './agency-reads'

/** A commission as its agency sees it; `pendingDays` (the setting as it is now) says when a pending one is credited. */
export function toCommissionView(row: CommissionRow, pendingDays: number): CommissionView {
  return {
    _id: row.id,
    customer: maskedEmail(row.customerEmail),
    spendType: row.spendType as TransactionType,
    spendAmount: row.spendAmount,
    percent: row.percent,
    amount: row.amount,
    reversed: row.reversed,
    paid: row.paid,
    clawedBack: row.clawedBack,
    status: row.status,
    createdAt: row.createdAt,
    availableAt: row.createdAt + pendingDays * DAY_MS,
    creditedAt: row.creditedAt,
  }
}
