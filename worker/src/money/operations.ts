import { clawBackCommission, creditCommission } from '../agency/commission-ops'
import type { ErrorCode, Result } from '../contract/errors'
import type { TopupView, TransactionType, TransactionView } from '../contract/ledger'
import type { Database } from '../db/client'
import type { topups } from '../db/schema'
import { changeOrderByAdmin } from './admin-order'
import { adjustByAdmin, debit, refund } from './direct'
import { releaseHold, reserveHold, settleHold } from './holds'
import { purchase, type RawStatement } from './purchase'
import { creditTopup, reverseTopup } from './topup-credit'

export type MoneyDeps = { db: Database; now: number }

/** A credit that opens its own top-up record (bank transfers arrive without one). */
export type NewTopup = Omit<typeof topups.$inferInsert, 'status' | 'userId' | 'createdAt' | 'updatedAt'>

/**
 * Every balance change there is, as data, so it can cross into the user's UserAccount object and be
 * replayed from an idempotency key. Each runs as one D1 batch.
 */
export type MoneyOp =
  | { kind: 'admin-adjust'; userId: string; eventKey: string; amount: number; reason: string; actorId: string }
  | {
      kind: 'debit'
      userId: string
      eventKey: string
      amount: number
      type: TransactionType
      content: string
      refType?: string
      refId?: string
    }
  | { kind: 'refund'; userId: string; eventKey: string; amount: number; content: string; refType?: string; refId?: string }
  | { kind: 'reserve'; userId: string; holdId: string; amount: number; type: TransactionType; content: string }
  | { kind: 'settle'; userId: string; holdId: string }
  | { kind: 'release'; userId: string; holdId: string; content: string }
  | {
      kind: 'credit-topup'
      userId: string
      eventKey: string
      topupId: string
      amountXu: number
      vndPerUsd: number
      providerEventId: string
      content: string
      open?: NewTopup
      /** An admin's credit (a bank transfer settled on review): its audit row goes in the same batch. */
      audit?: { actorId: string; subject: string }
    }
  | { kind: 'reverse-topup'; userId: string; eventKey: string; topupId: string; content: string }
  | {
      kind: 'purchase'
      userId: string
      eventKey: string
      amount: number
      type: TransactionType
      content: string
      refType: string
      refId: string
      /** What the money buys, in the same batch (after the ledger row and the balance). */
      statements: RawStatement[]
      /** The code when a stock claim among the statements comes up short. */
      shortCode?: ErrorCode
      /** Points of the agency's commission rate its own coupon gave away on this purchase (ADR 0030). */
      commissionCut?: number
    }
  | AdminOrderOp
  /** An agency's commission credited once its pending days are over, and taken back after a refund (ADR 0030). */
  | { kind: 'commission-credit'; userId: string; commissionId: string; dueBy: number }
  | { kind: 'commission-clawback'; userId: string; commissionId: string }

/** An admin's change of an order: its statements and audit row, and a refund (0: none) keyed on the order. */
export type AdminOrderOp = {
  kind: 'admin-order'
  userId: string
  eventKey: string
  refund: number
  content: string
  refId: string
  actorId: string
  /** The id of the order-history row the statements write: this call's mark (from its Idempotency-Key). */
  marker: string
  statements: RawStatement[]
  /** The code when a claim among the statements fails (the order changed meanwhile). */
  shortCode: ErrorCode
}

/** What a money call answers: the ledger rows it made (or made before), the balance after them, a top-up. */
export type MoneyAnswer = { transactions: TransactionView[]; balance: number; topup?: TopupView }

export function runMoneyOp(deps: MoneyDeps, op: MoneyOp): Promise<Result<MoneyAnswer>> {
  switch (op.kind) {
    case 'admin-adjust':
      return adjustByAdmin(deps, op)
    case 'debit':
      return debit(deps, op)
    case 'refund':
      return refund(deps, op)
    case 'reserve':
      return reserveHold(deps, op)
    case 'settle':
      return settleHold(deps, op)
    case 'release':
      return releaseHold(deps, op)
    case 'credit-topup':
      return creditTopup(deps, op)
    case 'reverse-topup':
      return reverseTopup(deps, op)
    case 'purchase':
      return purchase(deps, op)
    case 'admin-order':
      return changeOrderByAdmin(deps, op)
    case 'commission-credit':
      return creditCommission(deps, op)
    case 'commission-clawback':
      return clawBackCommission(deps, op)
  }
}
