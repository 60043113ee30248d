import { describe, expect, it } from 'vitest'
import type { MoneyAnswer } from '../src/money/operations'
import { expectError } from './accounts'
import { paymentTestKeys } from './constants'
import { expectLoggedErrors } from './fresh-database'
import { buyerAtGateway, completeBytepay, deliver, gateways, startHosted } from './hosted-gateways'
import { balanceOf, expectBooksBalance } from './money'
import { apiWith, apiWithout, customer, jsonInit, movements, okJson, outcomesOf, setRate, topupOf } from './payment-helpers'
import { flipLast, hmacSha256 } from './payment-signers'

const upper = (name: string) => name.toUpperCase() as 'BYTEPAY' | 'TAZAPAY' | 'ZPAYMENT'

describe('hosted checkouts (bytepay, tazapay, zpayment)', () => {
  it.each(gateways)('%s is PAYMENT_METHOD_OFF without its API key: order and webhook', async (name) => {
    const who = await customer()
    const off = (path: string, init: RequestInit) =>
      expectError(apiWithout([`${upper(name)}_API_KEY`], path, init), 400, 'PAYMENT_METHOD_OFF')
    await off(`/api/user/${name}-create-order`, jsonInit(who, { amount: 10 }))
    await off(`/api/user/${name}-webhook`, { method: 'POST', body: '{}' })
    if (name === 'bytepay') await off('/api/user/bytepay-complete-order', jsonInit(who, { orderId: 'ord_1' }))
  })

  it.each(gateways)('%s: a paid order credits once from its signed webhook, at the rate of the day it was made', async (name) => {
    const who = await customer()
    const started = await startHosted(who, name, 45)
    expect(started.topup).toMatchObject({
      method: name,
      status: 'processing',
      payUrl: started.checkoutUrl,
      paid: { amount: 4500, currency: 'USD' },
    })
    await setRate(20_000)
    const webhook = await buyerAtGateway(name, started.orderId)
    const answers = await Promise.all([deliver(webhook), deliver(webhook), deliver(webhook)])
    for (const answer of [...answers, await deliver(webhook)]) expect(await answer.json()).toEqual({ ok: true })
    expect(await movements(who)).toEqual([
      { type: 'topup', amount: 1_170_000 },
      { type: 'promotion', amount: 117_000 },
    ])
    expect(await topupOf(who, started.topup._id)).toMatchObject({ status: 'success', amount: 1_170_000, bonus: 117_000, payUrl: null })
    expect(await outcomesOf(name, started.orderId)).toEqual(['settled', 'settled', 'settled', 'settled'])
    await expectBooksBalance(who.userId)
  })

  it.each(gateways)('%s: refuses a webhook whose X-Signature does not sign it, under its own secret', async (name) => {
    const who = await customer()
    const started = await startHosted(who, name, 10)
    const webhook = await buyerAtGateway(name, started.orderId)
    const otherSecret = name === 'bytepay' ? paymentTestKeys.TAZAPAY_WEBHOOK_SECRET : paymentTestKeys.BYTEPAY_WEBHOOK_SECRET
    const forged: [string, string | null][] = [
      [webhook.body.replace('"amount":1000', '"amount":100000'), webhook.signature],
      [webhook.body, flipLast(webhook.signature)],
      [webhook.body, await hmacSha256(otherSecret, webhook.body)],
      [webhook.body, null],
    ]
    for (const [body, signature] of forged) {
      const answer = await deliver(webhook, body, signature)
      expect({ status: answer.status, body: await answer.json() }).toEqual({ status: 401, body: { ok: false } })
    }
    expect(await balanceOf(who.userId)).toBe(0)
    // Nothing of a forged message is kept (issue 12, item 1).
    expect(await outcomesOf(name, started.orderId)).toEqual([])
    expect((await deliver(webhook)).status).toBe(200)
    expect(await balanceOf(who.userId)).toBe(260_000)
  })

  it('bytepay-complete-order asks the gateway: pending credits nothing, paid once, then PAYMENT_ALREADY_DONE', async () => {
    const who = await customer()
    const started = await startHosted(who, 'bytepay', 20)
    const pending = await okJson<MoneyAnswer>(completeBytepay(who, started.orderId))
    expect(pending).toMatchObject({ transactions: [], balance: 0, topup: { status: 'processing' } })
    const webhook = await buyerAtGateway('bytepay', started.orderId)
    const paid = await okJson<MoneyAnswer>(completeBytepay(who, started.orderId))
    expect(paid).toMatchObject({ balance: 520_000, transactions: [{ type: 'topup', amount: 520_000 }], topup: { status: 'success' } })
    await expectError(completeBytepay(who, started.orderId), 400, 'PAYMENT_ALREADY_DONE')
    expect((await deliver(webhook)).status).toBe(200)
    await expectError(completeBytepay(await customer('other'), started.orderId), 404, 'NOT_HAVE_TRANSACTION')
    await expectError(completeBytepay(who, 'ord_unknown'), 404, 'NOT_HAVE_TRANSACTION')
    expect(await balanceOf(who.userId)).toBe(520_000)
    await expectBooksBalance(who.userId)
  })

  it('a failed or cancelled order closes its top-up and credits nothing', async () => {
    const who = await customer()
    const failed = await startHosted(who, 'bytepay', 10)
    await deliver(await buyerAtGateway('bytepay', failed.orderId, 'fail'))
    expect(await topupOf(who, failed.topup._id)).toMatchObject({ status: 'failed', payUrl: null })
    const cancelled = await startHosted(who, 'bytepay', 10)
    await buyerAtGateway('bytepay', cancelled.orderId, 'cancel')
    expect(await okJson<MoneyAnswer>(completeBytepay(who, cancelled.orderId))).toMatchObject({
      transactions: [],
      topup: { status: 'cancelled' },
    })
    expect(await balanceOf(who.userId)).toBe(0)
  })

  it('credits nothing for a signed webhook that is not this order: amount, currency, reference', async () => {
    const who = await customer()
    const started = await startHosted(who, 'zpayment', 10)
    const webhook = await buyerAtGateway('zpayment', started.orderId)
    const changes = [
      ['"amount":1000', '"amount":999'],
      ['"currency":"USD"', '"currency":"VND"'],
      [started.topup._id, 'another-topup'],
    ]
    for (const [from, to] of changes) {
      const body = webhook.body.replace(from as string, to as string)
      expect(body).not.toBe(webhook.body)
      expect((await deliver(webhook, body, await hmacSha256(paymentTestKeys.ZPAYMENT_WEBHOOK_SECRET, body))).status).toBe(200)
    }
    expect(await balanceOf(who.userId)).toBe(0)
    expect(await topupOf(who, started.topup._id)).toMatchObject({ status: 'processing' })
  })

  it('is CREDIT_ERROR when the gateway refuses: no order is opened, and asking for one fails the same way', async () => {
    const logged = expectLoggedErrors()
    const who = await customer()
    const wrongKey = { BYTEPAY_API_KEY: 'bytepay-wrong-key' }
    await expectError(apiWith(wrongKey, '/api/user/bytepay-create-order', jsonInit(who, { amount: 10 })), 400, 'CREDIT_ERROR')
    const started = await startHosted(who, 'bytepay', 10)
    await expectError(
      apiWith(wrongKey, '/api/user/bytepay-complete-order', jsonInit(who, { orderId: started.orderId })),
      400,
      'CREDIT_ERROR',
    )
    expect(logged.map(String)).toEqual([expect.stringContaining('answered 401'), expect.stringContaining('answered 401')])
    expect(await movements(who)).toEqual([])
  })
})
