import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { MoneyAnswer } from '../src/money/operations'
import { expectError, signedInAdmin } from './accounts'
import { buyerPays, cancelCard, cardWebhook, checkCard, startCard } from './card-checkout'
import { expectLoggedErrors } from './fresh-database'
import { adminTopup, balanceOf, expectBooksBalance } from './money'
import { apiWith, apiWithout, customer, jsonInit, movements, okJson, outcomesOf, setRate, topupOf, userCall } from './payment-helpers'
import { cardSignature } from './payment-signers'

describe('card checkout', () => {
  it('is PAYMENT_METHOD_OFF without a secret key: checkout, check, cancel and webhook', async () => {
    const who = await customer()
    const off = (path: string, init: RequestInit) => expectError(apiWithout(['CARD_SECRET_KEY'], path, init), 400, 'PAYMENT_METHOD_OFF')
    await off('/api/user/payment-credit-card', jsonInit(who, { amount: 100_000 }))
    await off('/api/user/check-payment-credit/x', jsonInit(who))
    await off('/api/user/cancle-payment-credit/x', jsonInit(who, undefined, 'DELETE'))
    await off('/api/user/credit-card-webhook', { method: 'POST', body: '{}' })
  })

  it('credits a paid checkout once from its signed webhook, sent again and at once, as credit card with the promotion', async () => {
    const who = await customer()
    const started = await startCard(who, 1_200_000)
    expect(started.topup).toMatchObject({ status: 'processing', payUrl: started.url, paid: { amount: 1_200_000, currency: 'VND' } })
    // The promotion threshold is 44 USD at the rate of the day the checkout opened (26,000), not today's.
    await setRate(30_000)
    const { event, signature } = await buyerPays(started.sessionId)
    const answers = await Promise.all([cardWebhook(event, signature), cardWebhook(event, signature), cardWebhook(event, signature)])
    for (const answer of [...answers, await cardWebhook(event, signature)]) expect(await answer.json()).toEqual({ received: true })
    expect(await movements(who)).toEqual([
      { type: 'credit_card', amount: 1_200_000 },
      { type: 'promotion', amount: 120_000 },
    ])
    const checked = await okJson<MoneyAnswer>(checkCard(who, started.id))
    expect(checked).toMatchObject({ balance: 1_320_000, topup: { status: 'success', amount: 1_200_000, bonus: 120_000, payUrl: null } })
    await expectBooksBalance(who.userId)
    expect(await outcomesOf('card', JSON.parse(event).id)).toEqual(['settled', 'settled', 'settled', 'settled'])
  })

  it('check-payment-credit asks the provider: unpaid credits nothing, paid credits once, the late webhook adds nothing', async () => {
    const admin = await signedInAdmin()
    const who = await customer()
    await adminTopup(admin.accessToken, who.userId, 50_000)
    const started = await startCard(who, 100_000)
    const unpaid = await okJson<MoneyAnswer>(checkCard(who, started.id))
    expect(unpaid).toEqual({ transactions: [], balance: 50_000, topup: expect.objectContaining({ status: 'processing' }) })
    const { event, signature } = await buyerPays(started.sessionId)
    const paid = await okJson<MoneyAnswer>(checkCard(who, started.id))
    expect(paid).toMatchObject({ balance: 150_000, transactions: [{ type: 'credit_card', amount: 100_000 }], topup: { status: 'success' } })
    expect(await okJson<MoneyAnswer>(checkCard(who, started.id))).toMatchObject({ balance: 150_000, transactions: [] })
    expect((await cardWebhook(event, signature)).status).toBe(200)
    expect(await balanceOf(who.userId)).toBe(150_000)
    await expectBooksBalance(who.userId)
  })

  it('refuses a webhook whose body, signature or timestamp does not match, or that is stale or unsigned', async () => {
    const who = await customer()
    const started = await startCard(who, 100_000)
    const { event, signature } = await buyerPays(started.sessionId)
    const t = Number(/t=(\d+)/.exec(signature)?.[1])
    const forged = [
      [event.replace('"amount_total":100000', '"amount_total":900000'), signature],
      [event, signature.replace(/v1=./, (head) => (head.endsWith('0') ? 'v1=1' : 'v1=0'))],
      [event, signature.replace(`t=${t}`, `t=${t + 1}`)],
      [event, await cardSignature(event, t - 301)],
      [event, undefined],
    ] as const
    for (const [raw, header] of forged) {
      const answer = await cardWebhook(raw, header)
      expect({ status: answer.status, body: await answer.json() }).toEqual({ status: 401, body: { received: false } })
    }
    expect(await balanceOf(who.userId)).toBe(0)
    // Nothing of a forged message is kept (issue 12, item 1).
    expect(await outcomesOf('card', JSON.parse(event).id)).toEqual([])
    expect((await cardWebhook(event, await cardSignature(event, t + 5))).status).toBe(200)
    expect(await balanceOf(who.userId)).toBe(100_000)
  })

  it('credits nothing for a signed event that is not this checkout: amount, currency or reference', async () => {
    const who = await customer()
    const started = await startCard(who, 100_000)
    const { event } = await buyerPays(started.sessionId)
    const changes = [
      ['"amount_total":100000', '"amount_total":99999'],
      ['"currency":"vnd"', '"currency":"usd"'],
      [started.id, 'another-topup'],
    ]
    for (const [from, to] of changes) {
      const raw = event.replace(from as string, to as string)
      expect(raw).not.toBe(event)
      expect((await cardWebhook(raw, await cardSignature(raw))).status).toBe(200)
    }
    expect(await balanceOf(who.userId)).toBe(0)
    expect(await outcomesOf('card', JSON.parse(event).id)).toEqual(['INVALID_INPUT', 'INVALID_INPUT', 'INVALID_INPUT'])
    expect(await topupOf(who, started.id)).toMatchObject({ status: 'processing' })
  })

  it('cancels an open checkout; a paid one is PAYMENT_ALREADY_DONE; one not of this user is NOT_HAVE_TRANSACTION', async () => {
    const who = await customer()
    const open = await startCard(who, 100_000)
    const cancelled = await okJson<MoneyAnswer>(cancelCard(who, open.id))
    expect(cancelled).toMatchObject({ transactions: [], balance: 0, topup: { status: 'cancelled', payUrl: null } })
    // The provider's session is over: the buyer can no longer pay it.
    expect((await fetch(`${env.CARD_API_URL}/test/sessions/${open.sessionId}/pay`, { method: 'POST' })).status).toBe(404)
    expect(await topupOf(who, open.id)).toMatchObject({ status: 'cancelled' })
    const paid = await startCard(who, 100_000)
    await buyerPays(paid.sessionId)
    await okJson(checkCard(who, paid.id))
    await expectError(cancelCard(who, paid.id), 400, 'PAYMENT_ALREADY_DONE')
    // Paid at the provider before its webhook came: cancelling credits it rather than losing it.
    const paidUnheard = await startCard(who, 100_000)
    await buyerPays(paidUnheard.sessionId)
    await expectError(cancelCard(who, paidUnheard.id), 400, 'PAYMENT_ALREADY_DONE')
    expect(await topupOf(who, paidUnheard.id)).toMatchObject({ status: 'success' })
    const other = await customer('other')
    await expectError(cancelCard(other, paid.id), 404, 'NOT_HAVE_TRANSACTION')
    await expectError(checkCard(other, paid.id), 404, 'NOT_HAVE_TRANSACTION')
    await expectError(checkCard(who, 'no-such-topup'), 404, 'NOT_HAVE_TRANSACTION')
    expect(await balanceOf(who.userId)).toBe(200_000)
  })

  it('is CREDIT_ERROR when the card provider refuses; the top-up is marked failed', async () => {
    const logged = expectLoggedErrors()
    const who = await customer()
    const refused = apiWith({ CARD_SECRET_KEY: 'sk_test_wrong' }, '/api/user/payment-credit-card', jsonInit(who, { amount: 100_000 }))
    await expectError(refused, 400, 'CREDIT_ERROR')
    const started = await startCard(who, 100_000)
    await expectError(
      apiWith({ CARD_SECRET_KEY: 'sk_test_wrong' }, `/api/user/check-payment-credit/${started.id}`, jsonInit(who)),
      400,
      'CREDIT_ERROR',
    )
    expect(logged.map(String)).toEqual([expect.stringContaining('answered 401'), expect.stringContaining('answered 401')])
    expect(await movements(who)).toEqual([])
    const { data } = await okJson<{ data: { status: string }[] }>(userCall(who, '/api/log/list-topup'))
    expect(data.map((topup) => topup.status)).toEqual(['processing', 'failed'])
  })
})
