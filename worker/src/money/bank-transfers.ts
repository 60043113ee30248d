import { eq, sql } from 'drizzle-orm'
import type { Result } from '../contract/errors'
import type { Database } from '../db/client'
import { bankTransfers, users } from '../db/schema'
import { findTransferCode } from '../providers/payments/transfer-code'
import type { MoneyAnswer, MoneyOp } from './operations'

/** A transfer as a bank webhook reports it, whichever provider. */
export type BankTransfer = {
  provider: 'sepay' | 'casso'
  providerTxId: string
  bankReference: string | null
  accountNumber: string
  amount: number
  content: string
  transactionDate: string | null
}

export type Credit = (userId: string, op: MoneyOp) => Promise<Result<MoneyAnswer>>
export type TransferOutcome = 'credited' | 'unmatched' | 'ignored'

/**
 * One bank transaction credits once, whoever reports it and however often: its event key is the
 * bank's own reference on our account (or, without one, the provider's transaction id).
 */
export function bankEventKey(transfer: BankTransfer): string {
  return transfer.bankReference
    ? `bank:${transfer.accountNumber}:${transfer.bankReference.toUpperCase()}`
    : `bank:${transfer.provider}:${transfer.providerTxId}`
}

async function topupIdOf(eventKey: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(eventKey)))
  return `bank-${[...digest.slice(0, 12)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

async function record(
  db: Database,
  transfer: BankTransfer,
  status: 'credited' | 'unmatched',
  now: number,
  userId?: string,
  topupId?: string,
) {
  await db
    .insert(bankTransfers)
    .values({ id: crypto.randomUUID(), ...transfer, status, userId, topupId, receivedAt: now })
    .onConflictDoUpdate({
      target: [bankTransfers.provider, bankTransfers.providerTxId],
      set: { status: sql`CASE WHEN ${bankTransfers.status} = 'credited' THEN 'credited' ELSE excluded.status END`, userId, topupId },
    })
}

/**
 * An incoming transfer: the content code names the user (banks mangle it; findTransferCode copes),
 * the amount is credited through the user's lock, and the transfer is recorded. No code, or a code of
 * nobody: kept unmatched for an admin. Never credited by amount alone.
 */
export async function receiveBankTransfer(
  deps: { db: Database; now: number; credit: Credit; vndPerUsd: number },
  transfer: BankTransfer,
  ourAccounts: string[],
): Promise<TransferOutcome> {
  if (transfer.amount <= 0 || !Number.isSafeInteger(transfer.amount)) return 'ignored'
  if (ourAccounts.length > 0 && !ourAccounts.includes(transfer.accountNumber)) return 'ignored'
  const code = findTransferCode(transfer.content)
  const [owner] = code ? await deps.db.select({ id: users.id }).from(users).where(eq(users.billCode, code)).limit(1) : []
  if (!owner) {
    await record(deps.db, transfer, 'unmatched', deps.now)
    return 'unmatched'
  }
  const eventKey = bankEventKey(transfer)
  const topupId = await topupIdOf(eventKey)
  const result = await deps.credit(owner.id, {
    kind: 'credit-topup',
    userId: owner.id,
    eventKey,
    topupId,
    amountXu: transfer.amount,
    vndPerUsd: deps.vndPerUsd,
    providerEventId: transfer.providerTxId,
    content: `${code} · ${transfer.bankReference ?? transfer.providerTxId}`,
    open: { id: topupId, method: 'bank', amountXu: transfer.amount, paidAmount: transfer.amount, currency: 'VND', content: code ?? '' },
  })
  if (!result.ok) throw new Error(`bank credit failed: ${result.code}`)
  await record(deps.db, transfer, 'credited', deps.now, owner.id, topupId)
  return 'credited'
}
