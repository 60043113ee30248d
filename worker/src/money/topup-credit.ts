import { and, eq, lt, sql } from 'drizzle-orm'
import { fail, ok, type Result } from '../contract/errors'
import { promotionBonus } from '../contract/ledger'
import { balanceAuditStatement } from '../db/audit'
import { ledger, topups } from '../db/schema'
import { loadPublicSettings } from '../db/settings'
import { findUserById } from '../db/users'
import { answerOf } from './answers'
import { applyChanges, type LedgerChange, rowsByEventKeys, userBalance } from './ledger'
import type { MoneyAnswer, MoneyDeps, MoneyOp } from './operations'
import { type TopupRow, toTopupView, toTransactionView } from './views'

type Op<K extends MoneyOp['kind']> = Extract<MoneyOp, { kind: K }>

async function findTopup(deps: MoneyDeps, id: string): Promise<TopupRow | null> {
  const [row] = await deps.db.select().from(topups).where(eq(topups.id, id)).limit(1)
  return row ?? null
}

/**
 * Credits a verified payment once: the top-up row, plus the promotion as its own row, and the
 * top-up record marked success, in one batch keyed by the provider's event. A card payment is a
 * 'credit card' row, everything else 'top-up'.
 */
export async function creditTopup(deps: MoneyDeps, op: Op<'credit-topup'>): Promise<Result<MoneyAnswer>> {
  if (!Number.isSafeInteger(op.amountXu) || op.amountXu <= 0) return fail('INVALID_INPUT')
  const existing = await findTopup(deps, op.topupId)
  if (!existing && !op.open) return fail('NOT_HAVE_TRANSACTION')
  if (existing && existing.userId !== op.userId) return fail('NOT_HAVE_TRANSACTION')
  // A top-up is credited once: another provider event for one credited already is not money for it.
  const credited = existing?.status === 'success' || existing?.status === 'reversed'
  if (credited && (await rowsByEventKeys(deps.db, [op.eventKey])).length === 0) return fail('PAYMENT_ALREADY_DONE')
  if (!(await findUserById(deps.db, op.userId))) return fail('USER_NOT_EXISTS')
  const method = existing?.method ?? op.open?.method
  const bonus = promotionBonus(op.amountXu, op.vndPerUsd, (await loadPublicSettings(deps.db)).promotionTiers)
  const common = { userId: op.userId, refType: 'topup', refId: op.topupId }
  const changes: LedgerChange[] = [
    {
      ...common,
      eventKey: op.eventKey,
      type: method === 'card' ? 'credit_card' : 'topup',
      amount: op.amountXu,
      price: op.amountXu,
      content: op.content,
    },
  ]
  if (bonus > 0)
    changes.push({
      ...common,
      eventKey: `promotion:${op.eventKey}`,
      type: 'promotion',
      amount: bonus,
      price: op.amountXu,
      content: op.content,
    })
  const record = existing
    ? sql`UPDATE topups SET status = 'success', amount_xu = ${op.amountXu}, bonus_xu = ${bonus}, provider_event_id = ${op.providerEventId},
        credited_at = ${deps.now}, updated_at = ${deps.now} WHERE id = ${op.topupId}`
    : deps.db.insert(topups).values({
        ...(op.open as NonNullable<typeof op.open>),
        id: op.topupId,
        userId: op.userId,
        status: 'success',
        amountXu: op.amountXu,
        bonusXu: bonus,
        providerEventId: op.providerEventId,
        createdAt: deps.now,
        updatedAt: deps.now,
        creditedAt: deps.now,
      })
  const audit = op.audit
    ? [
        balanceAuditStatement(
          { ...op.audit, action: 'credit_transfer', userId: op.userId, note: op.content },
          op.amountXu + bonus,
          deps.now,
        ),
      ]
    : []
  const outcome = await applyChanges(deps.db, changes, deps.now, [record, ...audit])
  const topup = await findTopup(deps, op.topupId)
  return answerOf(outcome, topup ? { topup: toTopupView(topup) } : {})
}

/**
 * A payment taken back by the provider (a chargeback, a refund made at PayPal): the credit and its
 * bonus leave the balance. The balance never goes below 0, so at most what is left is taken; the
 * record keeps what was short for an admin.
 */
export async function reverseTopup(deps: MoneyDeps, op: Op<'reverse-topup'>): Promise<Result<MoneyAnswer>> {
  const topup = await findTopup(deps, op.topupId)
  if (!topup || topup.userId !== op.userId) return fail('NOT_HAVE_TRANSACTION')
  const balance = (await userBalance(deps.db, op.userId)) ?? 0
  // Reversed once: a repeat (or a refund and then a chargeback of it) answers with what was taken then.
  if (topup.status === 'reversed') return reversalAnswer(deps, topup, balance)
  if (topup.status !== 'success') return fail('NOT_HAVE_TRANSACTION')
  const owed = topup.amountXu + topup.bonusXu
  const taken = Math.min(owed, balance)
  const content = taken < owed ? `${op.content} (${owed - taken} short)` : op.content
  const mark = sql`UPDATE topups SET status = 'reversed', updated_at = ${deps.now} WHERE id = ${op.topupId}`
  if (taken === 0) {
    await deps.db.run(mark)
    return ok({ transactions: [], balance, topup: toTopupView({ ...topup, status: 'reversed' }) })
  }
  const change: LedgerChange = {
    userId: op.userId,
    eventKey: op.eventKey,
    type: 'topup',
    amount: -taken,
    price: owed,
    content,
    refType: 'topup',
    refId: op.topupId,
  }
  const outcome = await applyChanges(deps.db, [change], deps.now, [mark])
  const after = await findTopup(deps, op.topupId)
  return answerOf(outcome, after ? { topup: toTopupView(after) } : {})
}

async function reversalAnswer(deps: MoneyDeps, topup: TopupRow, balance: number): Promise<Result<MoneyAnswer>> {
  const taken = await deps.db
    .select()
    .from(ledger)
    .where(and(eq(ledger.refType, 'topup'), eq(ledger.refId, topup.id), lt(ledger.amount, 0)))
  const transactions = taken.map(toTransactionView)
  return ok({ transactions, balance: transactions.at(-1)?.balanceAfter ?? balance, topup: toTopupView(topup) })
}
