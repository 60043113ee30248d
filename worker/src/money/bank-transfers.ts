import { inArray, sql } from 'drizzle-orm'
import type { Result } from '../contract/errors'
import { MIN_BANK_TOPUP_XU } from '../contract/ledger'
import type { Database } from '../db/client'
import { users } from '../db/schema'
import { findTransferCodes } from '../providers/payments/transfer-code'
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
export type TransferOutcome = 'credited' | 'unmatched' | 'duplicate' | 'below-minimum' | 'ignored'

/**
 * One bank transaction credits once, whoever reports it and however often: its event key is the
 * bank's own reference on our account (or, without one, the provider's transaction id).
 */
export function bankEventKey(transfer: BankTransfer): string {
  return transfer.bankReference
    ? `bank:${transfer.accountNumber}:${transfer.bankReference.toUpperCase()}`
    : `bank:${transfer.provider}:${transfer.providerTxId}`
}

export async function topupIdOf(eventKey: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(eventKey)))
  return `bank-${[...digest.slice(0, 12)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

/** The user a transfer's content names (the first of its codes that is someone's), and that code. */
async function ownerOf(db: Database, content: string): Promise<{ id: string; code: string } | null> {
  const codes = findTransferCodes(content)
  if (codes.length === 0) return null
  const owners = await db.select({ id: users.id, code: users.billCode }).from(users).where(inArray(users.billCode, codes))
  const code = codes.find((candidate) => owners.some((owner) => owner.code === candidate))
  const owner = owners.find((candidate) => candidate.code === code)
  return owner && code ? { id: owner.id, code } : null
}

/**
 * Keeps the transfer as its provider reported it. One statement, so it is atomic in D1: when another
 * provider's report of the same bank transaction (our account, the bank's reference) is kept already,
 * this one is a 'duplicate'; a provider repeating itself updates its own row, and 'credited' stays.
 */
async function record(
  db: Database,
  transfer: BankTransfer,
  status: 'credited' | 'unmatched',
  now: number,
  owner?: { userId: string; topupId?: string },
): Promise<'credited' | 'unmatched' | 'duplicate'> {
  const { provider, providerTxId, bankReference, accountNumber } = transfer
  const reference = bankReference ? bankReference.toUpperCase() : null
  const row = await db.get<{ status: 'credited' | 'unmatched' | 'duplicate' }>(sql`
    INSERT INTO bank_transfers (id, provider, provider_tx_id, bank_reference, account_number, amount, content, transaction_date,
      status, user_id, topup_id, received_at)
    VALUES (${crypto.randomUUID()}, ${provider}, ${providerTxId}, ${bankReference}, ${accountNumber}, ${transfer.amount},
      ${transfer.content}, ${transfer.transactionDate},
      CASE WHEN ${reference} IS NOT NULL AND EXISTS (SELECT 1 FROM bank_transfers WHERE account_number = ${accountNumber}
        AND upper(bank_reference) = ${reference} AND status <> 'duplicate' AND NOT (provider = ${provider} AND provider_tx_id = ${providerTxId}))
      THEN 'duplicate' ELSE ${status} END,
      ${owner?.userId ?? null}, ${owner?.topupId ?? null}, ${now})
    ON CONFLICT (provider, provider_tx_id) DO UPDATE SET
      status = CASE WHEN bank_transfers.status IN ('credited', 'duplicate') THEN bank_transfers.status ELSE excluded.status END,
      user_id = excluded.user_id, topup_id = excluded.topup_id
    RETURNING status`)
  return row?.status ?? status
}

/**
 * An incoming transfer: the content code names the user (banks mangle it; findTransferCode copes),
 * the amount is credited through the user's lock, and the transfer is recorded. No code, or a code of
 * nobody: kept unmatched for an admin. Less than the minimum top-up: kept unmatched too, with its
 * user, for an admin to decide (the top-up page promises nothing below it). Never credited by amount alone.
 */
export async function receiveBankTransfer(
  deps: { db: Database; now: number; credit: Credit; vndPerUsd: number },
  transfer: BankTransfer,
  ourAccounts: string[],
): Promise<TransferOutcome> {
  if (transfer.amount <= 0 || !Number.isSafeInteger(transfer.amount)) return 'ignored'
  if (ourAccounts.length > 0 && !ourAccounts.includes(transfer.accountNumber)) return 'ignored'
  const owner = await ownerOf(deps.db, transfer.content)
  if (!owner) return record(deps.db, transfer, 'unmatched', deps.now)
  if (transfer.amount < MIN_BANK_TOPUP_XU) {
    const kept = await record(deps.db, transfer, 'unmatched', deps.now, { userId: owner.id })
    return kept === 'unmatched' ? 'below-minimum' : kept
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
    content: `${owner.code} · ${transfer.bankReference ?? transfer.providerTxId}`,
    open: { id: topupId, method: 'bank', amountXu: transfer.amount, paidAmount: transfer.amount, currency: 'VND', content: owner.code },
  })
  // A refusal (the same bank reference once seen with another amount or user; an account gone) is
  // not for the provider to retry: the transfer waits for an admin, with its user.
  if (!result.ok) return record(deps.db, transfer, 'unmatched', deps.now, { userId: owner.id })
  return record(deps.db, transfer, 'credited', deps.now, { userId: owner.id, topupId })
}
