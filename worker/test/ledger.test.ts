import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { database } from '../src/db/client'
import type { MoneyOp } from '../src/money/operations'
import { openTopup } from '../src/money/topups'
import { expectError, login, signedInAdmin, verifiedCustomer } from './accounts'
import { adminTopup, answerOf, balanceOf, expectBooksBalance, moneyOp } from './money'

async function customerWith(amount: number) {
  const admin = await signedInAdmin()
  await verifiedCustomer('buyer@portal.test')
  const { user } = await login('buyer')
  if (amount > 0) expect((await adminTopup(admin.accessToken, user._id, amount)).status).toBe(200)
  return { admin, userId: user._id }
}

describe('the ledger', () => {
  it('admin top-up adds with a reason; a deduction past the balance is NOT_ENOUGH_MONEY and changes nothing', async () => {
    const { admin, userId } = await customerWith(0)
    const added = await answerOf(await adminTopup(admin.accessToken, userId, 250_000, undefined, 'Bù tiền đơn #12'))
    expect(added.balance).toBe(250_000)
    expect(added.transactions).toMatchObject([
      { type: 'admin_topup', content: 'Bù tiền đơn #12', balanceBefore: 0, amount: 250_000, balanceAfter: 250_000 },
    ])
    await expectError(adminTopup(admin.accessToken, userId, -250_001), 400, 'NOT_ENOUGH_MONEY')
    expect(await balanceOf(userId)).toBe(250_000)
    const taken = await answerOf(await adminTopup(admin.accessToken, userId, -250_000))
    expect(taken).toMatchObject({ balance: 0, transactions: [{ amount: -250_000, balanceBefore: 250_000, balanceAfter: 0 }] })
    await expectBooksBalance(userId)
  })

  it('50 concurrent debits of 100,000 against 1,000,000: exactly 10 pass, 40 are NOT_ENOUGH_MONEY, nothing is lost', async () => {
    const { admin, userId } = await customerWith(1_000_000)
    const answers = await Promise.all(Array.from({ length: 50 }, () => adminTopup(admin.accessToken, userId, -100_000)))
    const bodies = await Promise.all(answers.map((answer) => answer.json() as Promise<{ message?: string }>))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10)
    expect(bodies.filter((b) => b.message === 'NOT_ENOUGH_MONEY')).toHaveLength(40)
    expect(await balanceOf(userId)).toBe(0)
    await expectBooksBalance(userId)
  })

  it('replays a call with the same Idempotency-Key: one row, the same answer; another body under it is refused', async () => {
    const { admin, userId } = await customerWith(0)
    const send = () => adminTopup(admin.accessToken, userId, 70_000, 'key-1')
    const first = await send()
    const repeats = await Promise.all([send(), send(), send()])
    const texts = await Promise.all([first, ...repeats].map((answer) => answer.text()))
    expect(new Set(texts).size).toBe(1)
    expect(await balanceOf(userId)).toBe(70_000)
    await expectError(adminTopup(admin.accessToken, userId, 80_000, 'key-1'), 400, 'IDEMPOTENCY_CONFLICT')
    const rows = await env.DB.prepare('SELECT COUNT(*) AS n FROM ledger WHERE user_id = ?').bind(userId).first<{ n: number }>()
    expect(rows?.n).toBe(1)
  })

  it('holds: reserve takes the money, release gives it back once, settle keeps it; each is idempotent', async () => {
    const { userId } = await customerWith(500_000)
    const reserve: MoneyOp = { kind: 'reserve', userId, holdId: 'order-1', amount: 200_000, type: 'buy_proxy_private', content: 'order 1' }
    const reserved = await moneyOp(reserve)
    expect(reserved).toMatchObject({ ok: true, value: { balance: 300_000 } })
    expect(await moneyOp(reserve)).toEqual(reserved)
    expect(await moneyOp({ kind: 'release', userId, holdId: 'order-1', content: 'supplier failed' })).toMatchObject({
      ok: true,
      value: { balance: 500_000 },
    })
    expect(await moneyOp({ kind: 'release', userId, holdId: 'order-1', content: 'again' })).toMatchObject({
      ok: true,
      value: { balance: 500_000 },
    })
    expect(await moneyOp({ kind: 'settle', userId, holdId: 'order-1' })).toEqual({ ok: false, code: 'INVALID_INPUT' })

    await moneyOp({ ...reserve, holdId: 'order-2' })
    expect(await moneyOp({ kind: 'settle', userId, holdId: 'order-2' })).toMatchObject({ ok: true, value: { balance: 300_000 } })
    expect(await moneyOp({ kind: 'release', userId, holdId: 'order-2', content: 'late' })).toEqual({ ok: false, code: 'INVALID_INPUT' })
    expect(await moneyOp({ ...reserve, holdId: 'order-3', amount: 300_001 })).toEqual({ ok: false, code: 'NOT_ENOUGH_MONEY' })
    const holds = await env.DB.prepare('SELECT id, status FROM holds ORDER BY id').all()
    expect(holds.results).toEqual([
      { id: 'order-1', status: 'released' },
      { id: 'order-2', status: 'settled' },
    ])
    await expectBooksBalance(userId)
  })

  it('the database itself refuses a negative balance and an event applied twice', async () => {
    const { userId } = await customerWith(10_000)
    await expect(env.DB.prepare('UPDATE users SET balance = -1 WHERE id = ?').bind(userId).run()).rejects.toThrow(/CHECK constraint failed/)
    const insert = () =>
      env.DB.prepare(
        "INSERT INTO ledger (id, user_id, event_key, type, content, balance_before, price, amount, balance_after, created_at) VALUES (?, ?, 'same-event', 'refund', 'x', 0, 1, 1, 1, 0)",
      )
        .bind(crypto.randomUUID(), userId)
        .run()
    await insert()
    await expect(insert()).rejects.toThrow(/UNIQUE constraint failed/)
  })

  it('a top-up is credited once: another provider event for it is PAYMENT_ALREADY_DONE; it is reversed once, capped at the balance', async () => {
    const { userId } = await customerWith(0)
    const values = { userId, method: 'paypal' as const, amountXu: 2_600_000, paidAmount: 10_000, currency: 'USD' as const }
    const topup = await openTopup(database(env.DB), { ...values, vndPerUsd: 26_000, content: 'PayPal' }, Date.now())
    const credit = (capture: string): MoneyOp => ({
      ...{ kind: 'credit-topup', userId, eventKey: `paypal:capture:${capture}`, topupId: topup.id, amountXu: 2_600_000 },
      ...{ vndPerUsd: 26_000, providerEventId: capture, content: `PayPal ${capture}` },
    })
    expect(await moneyOp(credit('A'))).toMatchObject({
      ok: true,
      value: { balance: 2_860_000, topup: { status: 'success', bonus: 260_000 } },
    })
    expect(await moneyOp(credit('B'))).toEqual({ ok: false, code: 'PAYMENT_ALREADY_DONE' })
    await moneyOp({ kind: 'debit', userId, eventKey: 'order:1', amount: 2_000_000, type: 'buy_key', content: 'key' })
    const reverse = (key: string): MoneyOp => ({ kind: 'reverse-topup', userId, eventKey: key, topupId: topup.id, content: key })
    const refunded = await moneyOp(reverse('paypal:refund:A'))
    expect(refunded).toMatchObject({
      ok: true,
      value: { balance: 0, transactions: [{ amount: -860_000, content: 'paypal:refund:A (2000000 short)' }] },
    })
    await moneyOp({ kind: 'refund', userId, eventKey: 'order:1:back', amount: 2_000_000, content: 'key failed' })
    expect(await moneyOp(reverse('paypal:chargeback:A'))).toEqual(refunded)
    expect(await moneyOp(credit('A'))).toMatchObject({
      ok: true,
      value: { transactions: [{ amount: 2_600_000 }, { amount: 260_000 }] },
    })
    expect(await balanceOf(userId)).toBe(2_000_000)
    await expectBooksBalance(userId)
  })

  it('nobody: reserve, debit and credit for a user that does not exist are USER_NOT_EXISTS and leave nothing', async () => {
    const ghost = crypto.randomUUID()
    const nobody = { ok: false, code: 'USER_NOT_EXISTS' }
    expect(await moneyOp({ kind: 'reserve', userId: ghost, holdId: 'h', amount: 1, type: 'buy_key', content: 'x' })).toEqual(nobody)
    expect(await moneyOp({ kind: 'debit', userId: ghost, eventKey: 'd', amount: 1, type: 'buy_key', content: 'x' })).toEqual(nobody)
    const open = { id: 'bank-1', method: 'bank' as const, amountXu: 10_000, paidAmount: 10_000, currency: 'VND' as const, content: 'x' }
    const credit = { kind: 'credit-topup' as const, userId: ghost, eventKey: 'bank:1', topupId: 'bank-1', amountXu: 10_000, open }
    expect(await moneyOp({ ...credit, vndPerUsd: 26_000, providerEventId: '1', content: 'x' })).toEqual(nobody)
    const rows = await env.DB.prepare(
      'SELECT (SELECT COUNT(*) FROM holds) + (SELECT COUNT(*) FROM ledger) + (SELECT COUNT(*) FROM topups) AS n',
    ).first()
    expect(rows).toEqual({ n: 0 })
  })

  it('the lock keeps serving after a change throws (an unexpected D1 error), in order', async () => {
    const { userId } = await customerWith(100_000)
    const paid = { userId, method: 'card' as const, amountXu: 10_000, paidAmount: 38, currency: 'USD' as const, vndPerUsd: 26_000 }
    const first = await openTopup(database(env.DB), { ...paid, content: 'c' }, 0)
    await env.DB.prepare("UPDATE topups SET provider_ref = 'cs_1' WHERE id = ?").bind(first.id).run()
    const open = { ...paid, id: 'second', providerRef: 'cs_1', content: 'c' }
    const clash: MoneyOp = { ...open, kind: 'credit-topup', eventKey: 'card:2', topupId: 'second', providerEventId: '2', open }
    const debit = (n: number): MoneyOp => ({ kind: 'debit', userId, eventKey: `d${n}`, amount: 10_000, type: 'buy_key', content: 'x' })
    const answers = await Promise.allSettled([moneyOp(debit(1)), moneyOp(clash), moneyOp(debit(2)), moneyOp(debit(3))])
    const balances = answers.map((answer) =>
      answer.status === 'fulfilled' && answer.value.ok ? answer.value.value.balance : answer.status,
    )
    expect(balances).toEqual([90_000, 'rejected', 80_000, 70_000])
    await expectBooksBalance(userId)
  })
})
