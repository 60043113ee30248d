import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { balanceOf, expectBooksBalance } from './money'
import { type BankTx, billCodeOf, cassoDelivery, customer, type Delivery, deliver, ledgerOf, sepayDelivery } from './provider-deliveries'

const keptTransfers = async () => (await env.DB.prepare('SELECT * FROM bank_transfers ORDER BY rowid').all()).results
const keptTopups = async () => (await env.DB.prepare('SELECT * FROM topups ORDER BY rowid').all()).results

async function expectAcknowledged(answer: Response) {
  expect({ status: answer.status, body: await answer.json() }).toEqual({ status: 200, body: { success: true } })
}

/** Issue 12, item 6: one bank transaction (the provider's own id), one credit. */
describe('one bank transaction, one credit', () => {
  const providers: [string, (tx: BankTx) => Promise<Delivery>][] = [
    ['SePay', (tx) => sepayDelivery(tx)],
    ['Casso', (tx) => cassoDelivery(tx)],
  ]
  for (const [name, delivery] of providers) {
    it(`${name}: a resend of a credited id with another reference or amount credits nothing and changes nothing stored`, async () => {
      const buyer = await customer()
      const code = await billCodeOf(buyer.auth)
      const first: BankTx = { id: 70_001, reference: 'FT2515270001', amount: 100_000, content: `nap ${code}` }
      await expectAcknowledged(await deliver(await delivery(first)))
      expect(await ledgerOf(buyer.userId)).toEqual([{ type: 'topup', amount: 100_000 }])
      const [transfers, topups] = [await keptTransfers(), await keptTopups()]

      const resends: BankTx[] = [
        { ...first, reference: 'FT2515279999' },
        { ...first, amount: 900_000 },
        { ...first, reference: 'FT2515278888', amount: 2_000_000 },
        { ...first, reference: '' },
      ]
      for (const resend of resends) await expectAcknowledged(await deliver(await delivery(resend)))
      await Promise.all(resends.map(async (resend) => expectAcknowledged(await deliver(await delivery(resend)))))

      expect(await ledgerOf(buyer.userId)).toEqual([{ type: 'topup', amount: 100_000 }])
      expect(await balanceOf(buyer.userId)).toBe(100_000)
      expect(await keptTransfers()).toEqual(transfers)
      expect(await keptTopups()).toEqual(topups)
      await expectBooksBalance(buyer.userId)
    })

    it(`${name}: an id first kept unmatched and resent with a code and another amount stays as it was, uncredited`, async () => {
      const buyer = await customer()
      const code = await billCodeOf(buyer.auth)
      const first: BankTx = { id: 70_002, reference: 'FT2515270002', amount: 50_000, content: 'chuyen tien' }
      await expectAcknowledged(await deliver(await delivery(first)))
      const transfers = await keptTransfers()
      expect(transfers).toMatchObject([{ status: 'unmatched', amount: 50_000 }])
      await expectAcknowledged(await deliver(await delivery({ ...first, content: `nap ${code}`, amount: 5_000_000 })))
      expect(await keptTransfers()).toEqual(transfers)
      expect(await ledgerOf(buyer.userId)).toEqual([])
    })
  }

  it('two ids of one provider credit twice even without a bank reference, each once however often it comes', async () => {
    const buyer = await customer()
    const code = await billCodeOf(buyer.auth)
    const a: BankTx = { id: 70_010, reference: '', amount: 20_000, content: `nap ${code}` }
    const b: BankTx = { ...a, id: 70_011 }
    await Promise.all([a, b, a, b].map(async (tx) => expectAcknowledged(await deliver(await sepayDelivery(tx)))))
    expect(await ledgerOf(buyer.userId)).toEqual([
      { type: 'topup', amount: 20_000 },
      { type: 'topup', amount: 20_000 },
    ])
    await expectBooksBalance(buyer.userId)
  })
})
