import { describe, expect, it } from 'vitest'
import type { TopupView, TransactionView } from '../src/contract/ledger'
import { expectError, signedInAdmin, validationOf } from './accounts'
import { adminTopup } from './money'
import { type Customer, customer, okJson, storeSetting, userCall } from './payment-helpers'
import { sepayHeaders } from './payment-signers'
import { request } from './worker'

type Page<T> = { data: T[]; total: number }
const list = <T>(who: Customer, path: string) => okJson<Page<T>>(userCall(who, path))
const pmTopup = (who: Customer, amount: number) => okJson(userCall(who, '/api/user/perfect-money-create-order', { amount }))
const paidOf = (page: Page<TopupView>) => page.data.map((topup) => (topup.paid?.amount ?? 0) / 100)

const ACCOUNT = '0123456789'
let bankTx = 0
/** A transfer into our bank account as SePay reports it, with this content. */
async function bankTransfer(content: string, amount = 100_000) {
  const body = JSON.stringify({ id: ++bankTx + Date.now(), accountNumber: ACCOUNT, content, transferType: 'in', transferAmount: amount })
  const answer = await request('/api/bill/webhook/sepay', { method: 'POST', headers: await sepayHeaders(body), body })
  expect(answer.status).toBe(200)
}

describe('history', () => {
  it('list-topup: 25 a page, newest first, {data,total}; page and limit; only the user’s own', async () => {
    const who = await customer()
    for (let dollars = 1; dollars <= 28; dollars++) await pmTopup(who, dollars)
    await pmTopup(await customer('other'), 99)
    const first = await list<TopupView>(who, '/api/log/list-topup')
    expect({ total: first.total, paid: paidOf(first) }).toEqual({ total: 28, paid: Array.from({ length: 25 }, (_, i) => 28 - i) })
    expect(paidOf(await list(who, '/api/log/list-topup?page=2'))).toEqual([3, 2, 1])
    expect(paidOf(await list(who, '/api/log/list-topup?page=3&limit=10'))).toEqual([8, 7, 6, 5, 4, 3, 2, 1])
    expect(await list(who, '/api/log/list-topup?page=4&limit=10')).toEqual({ data: [], total: 28 })
  })

  it('list-topup search: in content, method and id, case aside; wildcards are plain text', async () => {
    const who = await customer()
    const { topup } = (await pmTopup(who, 5)) as { topup: TopupView }
    await pmTopup(who, 6)
    await okJson(userCall(who, '/api/user/usdt-create-order', { amount: 7 }))
    const found = async (search: string) => (await list<TopupView>(who, `/api/log/list-topup?search=${encodeURIComponent(search)}`)).total
    expect(await found('PERFECT money')).toBe(2)
    expect(await found('usdt')).toBe(1)
    expect(await found(topup._id.slice(0, 13))).toBe(1)
    for (const wildcard of ['%', '_', '\\']) expect(await found(wildcard)).toBe(0)
  })

  it('list-transaction and GET /api/user/transaction: the user’s ledger, 25 a page, newest first, searchable', async () => {
    const admin = await signedInAdmin()
    const who = await customer()
    for (let i = 1; i <= 27; i++)
      await adminTopup(admin.accessToken, who.userId, i * 1000, undefined, i % 9 === 0 ? `Event bonus ${i}` : `Refund order ${i}`)
    await adminTopup(admin.accessToken, (await customer('other')).userId, 5000)
    for (const path of ['/api/log/list-transaction', '/api/user/transaction']) {
      const page = await list<TransactionView>(who, path)
      expect(page.total).toBe(27)
      expect(page.data.map((row) => row.amount)).toEqual(Array.from({ length: 25 }, (_, i) => (27 - i) * 1000))
      expect(page.data[0]).toMatchObject({ type: 'admin_topup', content: 'Event bonus 27', balanceAfter: 378_000, balanceBefore: 351_000 })
      expect((await list<TransactionView>(who, `${path}?page=2`)).data.map((row) => row.amount)).toEqual([2000, 1000])
      const events = await list<TransactionView>(who, `${path}?search=event%20BONUS`)
      expect(events.data.map((row) => row.content)).toEqual(['Event bonus 27', 'Event bonus 18', 'Event bonus 9'])
    }
  })

  it('list-bank: the user’s own transfers; an admin sees every one, unmatched ones by status; check-bank waits for one', async () => {
    await storeSetting('bankAccounts', [
      { bankBin: '970436', bankName: 'Vietcombank', accountNumber: ACCOUNT, accountName: 'CONG TY PROXY' },
    ])
    const admin = await signedInAdmin()
    const [who, other] = [await customer(), await customer('other')]
    const codeOf = async (user: Customer) => (await okJson<{ code: string }>(userCall(user, '/api/bill/get-bill'))).code
    await expectError(userCall(who, '/api/user/check-bank'), 400, 'BANK_PROCESSING')
    await bankTransfer(`${await codeOf(who)} nap tien`, 150_000)
    await bankTransfer(`${await codeOf(who)} lan hai`, 200_000)
    await bankTransfer(`${await codeOf(other)} nap tien`)
    await bankTransfer('chuyen khoan khong ma')
    expect((await list<{ amount: number }>(who, '/api/log/list-bank')).data.map((row) => row.amount)).toEqual([200_000, 150_000])
    expect((await list(other, '/api/log/list-bank')).total).toBe(1)
    const staff = { token: admin.accessToken, userId: admin.user._id }
    expect((await list(staff, '/api/log/list-bank')).total).toBe(4)
    const unmatched = await list<{ content: string; status: string }>(staff, '/api/log/list-bank?status=unmatched')
    expect(unmatched.data).toMatchObject([{ content: 'chuyen khoan khong ma', status: 'unmatched' }])
    expect((await list(staff, '/api/log/list-bank?search=lan%20hai')).total).toBe(1)
    const checked = await okJson<{ topups: TopupView[] }>(userCall(who, '/api/user/check-bank'))
    expect(checked.topups.map((topup) => [topup.method, topup.status, topup.amount])).toEqual([
      ['bank', 'success', 200_000],
      ['bank', 'success', 150_000],
    ])
  })

  it('refuses a page or limit that is not a whole number in range, on every list', async () => {
    const who = await customer()
    const lists = [
      '/api/log/list-topup',
      '/api/log/list-bank',
      '/api/log/list-transaction',
      '/api/user/transaction',
      '/api/vat-invoices/list',
    ]
    const bad = [
      ['page=0', 'page'],
      ['page=-1', 'page'],
      ['page=abc', 'page'],
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=2.5', 'limit'],
    ]
    for (const path of lists)
      for (const [query, field] of bad)
        expect(await validationOf(userCall(who, `${path}?${query}`))).toEqual({ [field as string]: 'invalidValue' })
    expect(await validationOf(userCall(who, `/api/log/list-topup?search=${'x'.repeat(101)}`))).toEqual({ search: 'tooLong' })
    await expectError(request('/api/log/list-topup'), 401, 'INVALID_TOKEN')
  })
})
