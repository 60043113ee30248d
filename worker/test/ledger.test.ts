import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { MoneyOp } from '../src/money/operations'
import { expectError, login, signedInAdmin, verifiedCustomer } from './accounts'
import { adminTopup, answerOf, balanceOf, expectBooksBalance } from './money'

const lock = (userId: string) => env.USER_ACCOUNT.get(env.USER_ACCOUNT.idFromName(userId))
const run = (userId: string, op: MoneyOp) => lock(userId).moneyOp(op, Date.now())

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
    const reserved = await run(userId, reserve)
    expect(reserved).toMatchObject({ ok: true, value: { balance: 300_000 } })
    expect(await run(userId, reserve)).toEqual(reserved)
    expect(await run(userId, { kind: 'release', userId, holdId: 'order-1', content: 'supplier failed' })).toMatchObject({
      ok: true,
      value: { balance: 500_000 },
    })
    expect(await run(userId, { kind: 'release', userId, holdId: 'order-1', content: 'again' })).toMatchObject({
      ok: true,
      value: { balance: 500_000 },
    })
    expect(await run(userId, { kind: 'settle', userId, holdId: 'order-1' })).toEqual({ ok: false, code: 'INVALID_INPUT' })

    await run(userId, { ...reserve, holdId: 'order-2' })
    expect(await run(userId, { kind: 'settle', userId, holdId: 'order-2' })).toMatchObject({ ok: true, value: { balance: 300_000 } })
    expect(await run(userId, { kind: 'release', userId, holdId: 'order-2', content: 'late' })).toEqual({ ok: false, code: 'INVALID_INPUT' })
    expect(await run(userId, { ...reserve, holdId: 'order-3', amount: 300_001 })).toEqual({ ok: false, code: 'NOT_ENOUGH_MONEY' })
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
})
