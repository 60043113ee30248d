import { evictDurableObject } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { database } from '../src/db/client'
import type { MoneyOp } from '../src/money/operations'
import { openTopup } from '../src/money/topups'
import { expectError, login, signedInAdmin, verifiedCustomer } from './accounts'
import { adminTopup, balanceOf, expectBooksBalance, moneyOp, rowsOfKey, sendTimes, userAccount } from './money'

async function customers() {
  const admin = await signedInAdmin()
  await Promise.all(['an', 'binh'].map((name) => verifiedCustomer(`${name}@portal.test`)))
  const [an, binh] = await Promise.all([login('an@portal.test'), login('binh@portal.test')])
  return { admin: admin.accessToken, adminId: admin.user._id, an: an.user._id, binh: binh.user._id }
}

const paypalTopup = (userId: string) =>
  openTopup(
    database(env.DB),
    { userId, method: 'paypal', amountXu: 1_200_000, paidAmount: 4616, currency: 'USD', vndPerUsd: 26_000, content: 'PayPal' },
    Date.now(),
  )

type KeyedOp = Extract<MoneyOp, { eventKey: string } | { holdId: string }>

/** The ledger rows an operation made: by its event key (and its promotion's), or by its hold. */
async function rowsOf(op: KeyedOp): Promise<number> {
  const query =
    'holdId' in op
      ? env.DB.prepare("SELECT COUNT(*) AS n FROM ledger WHERE ref_type = 'hold' AND ref_id = ?").bind(op.holdId)
      : env.DB.prepare('SELECT COUNT(*) AS n FROM ledger WHERE event_key IN (?, ?)').bind(op.eventKey, `promotion:${op.eventKey}`)
  return (await query.first<{ n: number }>())?.n ?? Number.NaN
}

describe('idempotent replay', () => {
  it('an admin top-up, added or deducted, sent 1 to 5 times under one key: one row each, byte-identical answers', async () => {
    const { admin, adminId, an } = await customers()
    for (let times = 1; times <= 5; times++) {
      for (const amount of [300_000, -100_000]) {
        const key = `adjust-${times}-${amount}`
        const answers = await sendTimes(times, async () => {
          const response = await adminTopup(admin, an, amount, key)
          return `${response.status} ${await response.text()}`
        })
        expect(new Set(answers)).toEqual(new Set([answers[0]]))
        expect(answers[0]).toMatch(/^200 /)
        expect(await rowsOfKey(`admin:${adminId}:${an}:${key}`)).toBe(1)
      }
    }
    expect(await balanceOf(an)).toBe(5 * 200_000)
    await expectBooksBalance(an)
  })

  it('the same key with another body is refused; keys are per user and per caller; a refusal is replayed too', async () => {
    const { admin, an, binh } = await customers()
    const first = await (await adminTopup(admin, an, 70_000, 'k')).text()
    await expectError(adminTopup(admin, an, 80_000, 'k'), 400, 'IDEMPOTENCY_CONFLICT')
    await expectError(adminTopup(admin, an, 70_000, 'k', 'another reason'), 400, 'IDEMPOTENCY_CONFLICT')
    await expectError(adminTopup(admin, an, 70_000, 'k'.repeat(256)), 400, 'INVALID_INPUT')
    await evictDurableObject(userAccount(an))
    expect(await (await adminTopup(admin, an, 70_000, 'k')).text()).toBe(first)

    await adminTopup(admin, binh, 10_000)
    const forBinh = await (await adminTopup(admin, binh, 70_000, 'k')).json()
    expect(forBinh).toMatchObject({ balance: 80_000, transactions: [{ balanceBefore: 10_000, amount: 70_000 }] })
    const other = await signedInAdmin('boss@portal.test', 2)
    expect((await adminTopup(other.accessToken, an, 70_000, 'k')).status).toBe(200)
    expect([await balanceOf(an), await balanceOf(binh)]).toEqual([140_000, 80_000])

    await expectError(adminTopup(admin, binh, -100_000, 'short'), 400, 'NOT_ENOUGH_MONEY')
    await adminTopup(admin, binh, 100_000)
    await expectError(adminTopup(admin, binh, -100_000, 'short'), 400, 'NOT_ENOUGH_MONEY')
    expect(await balanceOf(binh)).toBe(180_000)
    await expectBooksBalance(binh)
  })

  it('each balance change of the lock sent 1 to 5 times by its key: one row per key, the same answer each time', async () => {
    const { an } = await customers()
    await moneyOp({ kind: 'refund', userId: an, eventKey: 'opening', amount: 1_000_000, content: 'opening' })
    for (let times = 1; times <= 5; times++) {
      const topup = await paypalTopup(an)
      const ops: [KeyedOp, number][] = [
        [{ kind: 'debit', userId: an, eventKey: `order:${times}`, amount: 120_000, type: 'buy_proxy_shared', content: 'o' }, 1],
        [{ kind: 'refund', userId: an, eventKey: `refund:${times}`, amount: 50_000, content: 'r' }, 1],
        [{ kind: 'reserve', userId: an, holdId: `kept-${times}`, amount: 200_000, type: 'buy_key', content: 'k' }, 1],
        [{ kind: 'settle', userId: an, holdId: `kept-${times}` }, 1],
        [{ kind: 'reserve', userId: an, holdId: `back-${times}`, amount: 200_000, type: 'buy_key', content: 'b' }, 1],
        [{ kind: 'release', userId: an, holdId: `back-${times}`, content: 'supplier failed' }, 2],
        [
          {
            ...{ kind: 'credit-topup', userId: an, eventKey: `paypal:capture:${times}`, topupId: topup.id, amountXu: 1_200_000 },
            ...{ vndPerUsd: 26_000, providerEventId: `${times}`, content: 'PayPal' },
          },
          2,
        ],
      ]
      for (const [op, rows] of ops) {
        const answers = await sendTimes(times, () => moneyOp(op))
        for (const answer of answers) expect(answer).toEqual(answers[0])
        expect(answers[0]?.ok, op.kind).toBe(true)
        expect(await rowsOf(op), op.kind).toBe(rows)
      }
    }
    expect(await balanceOf(an)).toBe(1_000_000 + 5 * (-120_000 + 50_000 - 200_000 + 1_200_000 + 120_000))
    await expectBooksBalance(an)
  })

  it('an event key again with another amount, type or user is IDEMPOTENCY_CONFLICT, never the first answer', async () => {
    const { an, binh } = await customers()
    await moneyOp({ kind: 'refund', userId: an, eventKey: 'opening', amount: 500_000, content: 'opening' })
    const debit: MoneyOp = { kind: 'debit', userId: an, eventKey: 'order:1', amount: 100_000, type: 'buy_key', content: 'o' }
    const reserve: MoneyOp = { kind: 'reserve', userId: an, holdId: 'h1', amount: 100_000, type: 'buy_key', content: 'h' }
    await moneyOp(debit)
    await moneyOp(reserve)
    const conflict = { ok: false, code: 'IDEMPOTENCY_CONFLICT' }
    expect(await moneyOp({ ...debit, amount: 90_000 })).toEqual(conflict)
    expect(await moneyOp({ ...debit, type: 'renew_key' })).toEqual(conflict)
    expect(await moneyOp({ ...debit, userId: binh })).toEqual(conflict)
    expect(await moneyOp({ kind: 'refund', userId: an, eventKey: 'order:1', amount: 100_000, content: 'o' })).toEqual(conflict)
    expect(await moneyOp({ ...reserve, amount: 90_000 })).toEqual(conflict)
    expect(await moneyOp({ ...reserve, userId: binh })).toEqual(conflict)
    expect(await moneyOp({ kind: 'settle', userId: binh, holdId: 'h1' })).toEqual({ ok: false, code: 'NOT_HAVE_TRANSACTION' })
    expect(await balanceOf(an)).toBe(300_000)
    expect(await balanceOf(binh)).toBe(0)
  })

  it('the repeat of a debit that left less than its amount answers as the first did (the lost-answer retry)', async () => {
    const { an } = await customers()
    await moneyOp({ kind: 'refund', userId: an, eventKey: 'opening', amount: 150_000, content: 'opening' })
    const debit: MoneyOp = { kind: 'debit', userId: an, eventKey: 'order:9', amount: 100_000, type: 'buy_key', content: 'o' }
    const first = await moneyOp(debit)
    expect(first).toMatchObject({ ok: true, value: { balance: 50_000 } })
    expect(await moneyOp(debit)).toEqual(first)
    expect(await balanceOf(an)).toBe(50_000)
  })
})
