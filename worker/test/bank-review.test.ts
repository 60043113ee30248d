import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { bearer, call, expectError, signedInAdmin } from './accounts'
import { balanceOf, expectBooksBalance } from './money'
import { type BankTx, cassoDelivery, customer, deliver, ledgerOf, sepayDelivery } from './provider-deliveries'

type Kept = { _id: string; status: string; amount: number; userId: string | null }

const review = (auth: Record<string, string>, body: unknown) =>
  call('/api/bill/admin-credit-transfer', body, { method: 'PUT', headers: auth })

async function unmatched(admin: Record<string, string>): Promise<Kept[]> {
  const answer = await call('/api/log/list-bank?status=unmatched', undefined, { headers: admin })
  return ((await answer.json()) as { data: Kept[] }).data
}

describe('bank transfers kept for review', () => {
  it('an admin credits an unmatched transfer to the user they name, once, whoever reports it afterwards', async () => {
    const admin = bearer((await signedInAdmin()).accessToken)
    const buyer = await customer()
    const transfer: BankTx = { id: 7001, reference: 'FT26325000001', amount: 300_000, content: 'chuyen tien cho shop' }
    expect((await deliver(await sepayDelivery(transfer))).status).toBe(200)
    const [kept] = await unmatched(admin)
    expect(kept).toMatchObject({ status: 'unmatched', amount: 300_000, userId: null })
    const id = kept?._id ?? ''

    await expectError(review(buyer.auth, { transferId: id, userId: buyer.userId }), 409, 'PERMISSION_DENIED')
    await expectError(review(admin, { transferId: 'no-such-transfer', userId: buyer.userId }), 404, 'NOT_HAVE_TRANSACTION')
    await expectError(review(admin, { transferId: id, userId: 'no-such-user' }), 404, 'USER_NOT_EXISTS')
    const answers = await Promise.all([
      review(admin, { transferId: id, userId: buyer.userId }),
      review(admin, { transferId: id, userId: buyer.userId }),
    ])
    // Two admins at once: the same bank transaction, so one credit, and both see it.
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    const [first, second] = await Promise.all(answers.map((answer) => answer.json()))
    expect(second).toEqual(first)
    await expectError(review(admin, { transferId: id, userId: buyer.userId }), 400, 'PAYMENT_ALREADY_DONE')

    // The other provider reports the same bank transaction later: nothing more is credited.
    expect((await deliver(await cassoDelivery({ ...transfer, id: 7002 }))).status).toBe(200)
    expect(await ledgerOf(buyer.userId)).toEqual([{ type: 'topup', amount: 300_000 }])
    expect(await balanceOf(buyer.userId)).toBe(300_000)
    expect(await unmatched(admin)).toEqual([])
    const row = await env.DB.prepare('SELECT status, user_id AS userId FROM bank_transfers WHERE id = ?').bind(id).first()
    expect(row).toEqual({ status: 'credited', userId: buyer.userId })
    await expectBooksBalance(buyer.userId)
  })
})
