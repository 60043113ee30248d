import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Result } from '../contract/errors'
import { MIN_BANK_TOPUP_XU } from '../contract/ledger'
import type { Database } from '../db/client'
import { bankTransfers, users } from '../db/schema'
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
export type TransferOutcome = 'credited' | 'unmatched' | 'duplicate' | 'below-minimum' | 'ignored' | 'conflict'
type KeptStatus = 'pending' | 'credited' | 'unmatched' | 'duplicate'
type KeptRow = typeof bankTransfers.$inferSelect

/**
 * A bank transfer credits under the provider's own transaction id: whatever a later message with the
 * same id says (another reference, another amount), it is the same transaction and credits nothing more.
 */
export function bankEventKey(transfer: Pick<BankTransfer, 'provider' | 'providerTxId'>): string {
  return `bank:${transfer.provider}:${transfer.providerTxId}`
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
 * Claims the transfer: one statement, so atomic in D1. A provider's transaction id is kept once and
 * never rewritten (`DO NOTHING`); when another report of the same bank transaction (our account, the
 * bank's reference) is kept already, this one is a 'duplicate'. Answers the new row, or null when the id
 * was kept before.
 */
async function claim(db: Database, transfer: BankTransfer, status: 'pending' | 'unmatched', userId: string | null, now: number) {
  const { provider, providerTxId, bankReference, accountNumber } = transfer
  const reference = bankReference ? bankReference.toUpperCase() : null
  return await db.get<{ status: KeptStatus }>(sql`
    INSERT INTO bank_transfers (id, provider, provider_tx_id, bank_reference, account_number, amount, content, transaction_date,
      status, user_id, topup_id, received_at)
    VALUES (${crypto.randomUUID()}, ${provider}, ${providerTxId}, ${bankReference}, ${accountNumber}, ${transfer.amount},
      ${transfer.content}, ${transfer.transactionDate},
      CASE WHEN ${reference} IS NOT NULL AND EXISTS (SELECT 1 FROM bank_transfers WHERE account_number = ${accountNumber}
        AND upper(bank_reference) = ${reference} AND status <> 'duplicate' AND NOT (provider = ${provider} AND provider_tx_id = ${providerTxId}))
      THEN 'duplicate' ELSE ${status} END,
      ${userId}, NULL, ${now})
    ON CONFLICT (provider, provider_tx_id) DO NOTHING
    RETURNING status`)
}

async function keptRow(db: Database, transfer: BankTransfer): Promise<KeptRow | undefined> {
  const [row] = await db
    .select()
    .from(bankTransfers)
    .where(and(eq(bankTransfers.provider, transfer.provider), eq(bankTransfers.providerTxId, transfer.providerTxId)))
  return row
}

/** Whether a message repeats the transaction kept under its id, in every part that decides a credit. */
function sameTransaction(row: KeptRow, transfer: BankTransfer): boolean {
  return (
    row.amount === transfer.amount &&
    row.accountNumber === transfer.accountNumber &&
    row.content === transfer.content &&
    (row.bankReference ?? '').toUpperCase() === (transfer.bankReference ?? '').toUpperCase()
  )
}

async function settle(db: Database, rowOf: BankTransfer, set: { status: 'credited' | 'unmatched'; topupId?: string }) {
  await db
    .update(bankTransfers)
    .set({ status: set.status, topupId: set.topupId ?? null })
    .where(
      and(
        eq(bankTransfers.provider, rowOf.provider),
        eq(bankTransfers.providerTxId, rowOf.providerTxId),
        eq(bankTransfers.status, 'pending'),
      ),
    )
}

/**
 * An incoming transfer: the content code names the user (banks mangle it; findTransferCode copes),
 * the transfer is claimed under the provider's id, then credited through the user's lock. No code, or a
 * code of nobody: kept unmatched for an admin. Less than the minimum top-up: kept unmatched too, with its
 * user. A message repeating a kept id with other details is a 'conflict': nothing is credited or changed.
 */
export async function receiveBankTransfer(
  deps: { db: Database; now: number; credit: Credit; vndPerUsd: number },
  transfer: BankTransfer,
  ourAccounts: string[],
): Promise<TransferOutcome> {
  if (transfer.amount <= 0 || !Number.isSafeInteger(transfer.amount)) return 'ignored'
  if (ourAccounts.length > 0 && !ourAccounts.includes(transfer.accountNumber)) return 'ignored'
  const owner = await ownerOf(deps.db, transfer.content)
  const creditable = owner !== null && transfer.amount >= MIN_BANK_TOPUP_XU
  const claimed = await claim(deps.db, transfer, creditable ? 'pending' : 'unmatched', owner?.id ?? null, deps.now)
  if (!claimed) {
    const kept = await keptRow(deps.db, transfer)
    if (!kept || !sameTransaction(kept, transfer)) return 'conflict'
    // Only a claim whose credit never finished (the Worker died between the two) goes on; the rest is said and done.
    if (kept.status !== 'pending') return 'duplicate'
  } else if (claimed.status === 'duplicate') return 'duplicate'
  if (!owner) return 'unmatched'
  if (!creditable) return 'below-minimum'
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
  // A refusal (an account gone) is not for the provider to retry: the transfer waits for an admin, with its user.
  if (!result.ok) {
    await settle(deps.db, transfer, { status: 'unmatched' })
    return 'unmatched'
  }
  await settle(deps.db, transfer, { status: 'credited', topupId })
  return 'credited'
}
