import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { AdminTopupView } from '../src/contract/admin-topups'
import type { TransactionView } from '../src/contract/ledger'
import { expectError, signedInAdmin } from './accounts'
import { customer, customerCall, fund, okJson } from './order-fixtures'

type Who = { id: string; token: string }
const admin = async (): Promise<Who> => {
  const signed = await signedInAdmin('boss@exports.test')
  return { id: signed.user._id, token: signed.accessToken }
}

let made = 0
/** A top-up as a provider's flow leaves it (the flows have their own tests). */
function topup(
  userId: string,
  fields: { method: string; status: string; amount: number; bonus?: number; ref?: string; content?: string; at: number },
) {
  return env.DB.prepare(
    `INSERT INTO topups (id, user_id, method, status, amount_xu, bonus_xu, paid_amount, currency, provider_ref, content, created_at, updated_at, credited_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, 'VND', ?, ?, ?, ?, ?)`,
  )
    .bind(
      `t-${++made}`,
      userId,
      fields.method,
      fields.status,
      fields.amount,
      fields.bonus ?? 0,
      fields.amount,
      fields.ref ?? null,
      fields.content ?? 'NAP',
      fields.at,
      fields.at,
      fields.status === 'success' ? fields.at : null,
    )
    .run()
}

const csvRows = async (response: Response) => {
  expect(response.status, await response.clone().text()).toBe(200)
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
  expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="[a-z]+-\d{4}-\d{2}-\d{2}\.csv"$/)
  return (await response.text()).trimEnd().split('\r\n')
}

describe('top-ups and the audit log for admins, as lists and CSV (issue 16)', { timeout: 30_000 }, () => {
  it('lists every top-up of every method with whose it is, filtered, and exports the same rows as CSV', async () => {
    const an = await customer('an')
    const binh = await customer('binh')
    const day = Date.parse('2026-11-20T03:00:00Z')
    await topup(an.id, { method: 'bank', status: 'success', amount: 1_000_000, bonus: 100_000, ref: 'FT1', at: day })
    await topup(an.id, { method: 'paypal', status: 'processing', amount: 260_000, ref: 'PP-9', at: day + 1000 })
    await topup(binh.id, { method: 'momo', status: 'failed', amount: 50_000, content: '=cmd|calc', at: day + 86_400_000 })
    const boss = await admin()
    const page = await okJson<{ data: AdminTopupView[]; total: number }>(customerCall(boss, 'bill/admin-topup-list'))
    expect(page.total).toBe(3)
    expect(page.data.map((t) => [t.method, t.status, t.username, t.amount, t.bonus, t.providerRef])).toEqual([
      ['momo', 'failed', 'binh', 50_000, 0, null],
      ['paypal', 'processing', 'an', 260_000, 0, 'PP-9'],
      ['bank', 'success', 'an', 1_000_000, 100_000, 'FT1'],
    ])
    const ids = (query: string) =>
      okJson<{ data: AdminTopupView[] }>(customerCall(boss, `bill/admin-topup-list?${query}`)).then((p) => p.data.map((t) => t.providerRef))
    expect(await ids('method=bank')).toEqual(['FT1'])
    expect(await ids('user=an@portal.test')).toEqual(['PP-9', 'FT1'])
    expect(await ids('status=processing')).toEqual(['PP-9'])
    expect(await ids('from=2026-11-20&to=2026-11-20')).toEqual(['PP-9', 'FT1'])
    expect(await ids('search=pp-9')).toEqual(['PP-9'])
    await expectError(customerCall(boss, 'bill/admin-topup-list?method=cash'), 400, 'INVALID_INPUT')

    const lines = await csvRows(await customerCall(boss, 'bill/admin-topup-export?user=binh'))
    expect(lines[0]).toBe(
      'id,created_at,credited_at,user,email,method,status,amount_xu,bonus_xu,paid,currency,vnd_per_usd,provider_ref,content',
    )
    // A customer's text that looks like a formula is shown, never run, by a spreadsheet.
    expect(lines.slice(1)).toEqual(["t-3,2026-11-21T03:00:00.000Z,,binh,binh@portal.test,momo,failed,50000,0,50000,VND,,,'=cmd|calc"])
    expect(await csvRows(await customerCall(boss, 'bill/admin-topup-export'))).toHaveLength(4)
    await expectError(customerCall(an, 'bill/admin-topup-export'), 409, 'PERMISSION_DENIED')
  })

  it("reads one user's ledger, and exports the audit log as CSV with its filters", async () => {
    const an = await customer('an')
    await fund(an.id, 10_000)
    const boss = await admin()
    const put = (amount: number, reason: string) =>
      customerCall(boss, 'bill/admin-topup', { userId: an.id, amount, reason }, { method: 'PUT' })
    await okJson(put(5_000, 'Compensation, "node down"'))
    await okJson(put(-2_000, 'Wrong credit'))
    const ledger = await okJson<{ data: TransactionView[]; total: number }>(customerCall(boss, `log/admin-transaction?userId=${an.id}`))
    expect(ledger.data.map((row) => [row.amount, row.balanceAfter])).toEqual([
      [-2_000, 13_000],
      [5_000, 15_000],
      [10_000, 10_000],
    ])
    await expectError(customerCall(boss, 'log/admin-transaction'), 400, 'INVALID_INPUT')
    const lines = await csvRows(await customerCall(boss, 'log/export-audit?user=an&action=adjust_balance'))
    expect(lines[0]).toBe('created_at,action,admin,admin_email,user,user_email,subject,before,after,note')
    expect(lines).toHaveLength(3)
    expect(lines[1]).toMatch(/,adjust_balance,.*,an,an@portal\.test,.*,"{""balance"":15000}","{""balance"":13000}",Wrong credit$/)
    expect(lines[2]).toMatch(/,"Compensation, ""node down"""$/)
    expect(await csvRows(await customerCall(boss, 'log/export-audit?action=ban_user'))).toHaveLength(1)
  })
})
