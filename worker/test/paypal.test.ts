import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { call, expectError, signedInAdmin, validationOf } from './accounts'
import { expectLoggedErrors } from './fresh-database'
import { adminTopup, balanceOf, expectBooksBalance } from './money'
import {
  approvePaypal,
  customer,
  deliver,
  deliverWith,
  ledgerOf,
  paypalCaptureId,
  paypalDelivery,
  paypalEvent,
  setRate,
} from './provider-deliveries'
import { request } from './worker'

type Started = { orderId: string; approveUrl: string; topup: { _id: string; status: string } }
type Auth = Record<string, string>

async function createOrder(auth: Auth, amount: number): Promise<Started> {
  const response = await call('/api/user/paypal-create-order', { amount }, { headers: auth })
  expect(response.status).toBe(200)
  return (await response.json()) as Started
}
const complete = (auth: Auth, orderId: string) => call('/api/user/complete-paypal-payment', { orderId }, { headers: auth })
const completed = (captureId: string, customId: string, value: string) =>
  paypalEvent('PAYMENT.CAPTURE.COMPLETED', { id: captureId, customId, value })

describe('PayPal', () => {
  it('credits an approved order once, at the rate in force when it was created; the return page alone credits nothing', async () => {
    const buyer = await customer()
    expect(await validationOf(call('/api/user/paypal-create-order', { amount: 0.99 }, { headers: buyer.auth }))).toEqual({
      amount: 'invalidValue',
    })
    const order = await createOrder(buyer.auth, 50)
    expect(order).toMatchObject({ approveUrl: expect.stringContaining(order.orderId), topup: { status: 'processing' } })
    await setRate(30_000)

    expectLoggedErrors()
    await expectError(complete(buyer.auth, order.orderId), 400, 'CREDIT_ERROR')
    expect(await (await request(`/topup/${order.topup._id}?provider=paypal&token=${order.orderId}&PayerID=B7`)).text()).toMatch(/^portal:/)
    expect(await balanceOf(buyer.userId)).toBe(0)

    await approvePaypal(order.orderId)
    const answer = await complete(buyer.auth, order.orderId)
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({ balance: 1_430_000, topup: { status: 'success', amount: 1_300_000, bonus: 130_000 } })
    await expectError(complete(buyer.auth, order.orderId), 400, 'PAYMENT_ALREADY_DONE')
    await expectError(complete((await customer('other@portal.test')).auth, order.orderId), 404, 'NOT_HAVE_TRANSACTION')
    await expectError(complete(buyer.auth, 'NO-SUCH-ORDER'), 404, 'NOT_HAVE_TRANSACTION')
    expect(await ledgerOf(buyer.userId)).toEqual([
      { type: 'topup', amount: 1_300_000 },
      { type: 'promotion', amount: 130_000 },
    ])
    const history = await call('/api/log/list-topup', undefined, { headers: buyer.auth })
    expect(await history.json()).toMatchObject({
      total: 1,
      data: [{ method: 'paypal', status: 'success', paid: { amount: 5_000, currency: 'USD' } }],
    })
  })

  it('completing the same order five times at once credits it once', async () => {
    const buyer = await customer()
    const order = await createOrder(buyer.auth, 12.34)
    await approvePaypal(order.orderId)
    const answers = await Promise.all(Array.from({ length: 5 }, () => complete(buyer.auth, order.orderId)))
    const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as { message?: string; balance?: number }[]
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(1)
    for (const body of bodies) expect(body.message === 'PAYMENT_ALREADY_DONE' || body.balance === 320_840).toBe(true)
    expect(await ledgerOf(buyer.userId)).toEqual([{ type: 'topup', amount: 320_840 }])
    await expectBooksBalance(buyer.userId)
  })

  it('the webhook credits a completed capture once per capture id, with or without the return call', async () => {
    const buyer = await customer()
    const returned = await createOrder(buyer.auth, 10)
    await approvePaypal(returned.orderId)
    expect((await complete(buyer.auth, returned.orderId)).status).toBe(200)
    const unreturned = await createOrder(buyer.auth, 20)
    await approvePaypal(unreturned.orderId)
    const pending = await createOrder(buyer.auth, 1)
    await approvePaypal(pending.orderId, 'PENDING')
    expect(await (await complete(buyer.auth, pending.orderId)).json()).toMatchObject({ transactions: [], balance: 260_000 })

    const events = [
      completed(await paypalCaptureId(returned.orderId), returned.topup._id, '10.00'),
      completed(await paypalCaptureId(unreturned.orderId, { capture: true }), unreturned.topup._id, '20.00'),
      completed(await paypalCaptureId(pending.orderId), pending.topup._id, '1.00'),
    ]
    const deliveries = await Promise.all([...events, ...events].map((event) => paypalDelivery(event)))
    for (const answer of await Promise.all(deliveries.map(deliver))) expect(answer.status).toBe(200)
    expect(await ledgerOf(buyer.userId)).toEqual([
      { type: 'topup', amount: 260_000 },
      { type: 'topup', amount: expect.any(Number) },
      { type: 'topup', amount: expect.any(Number) },
    ])
    expect(await balanceOf(buyer.userId)).toBe(260_000 + 520_000 + 26_000)
    await expectError(complete(buyer.auth, unreturned.orderId), 400, 'PAYMENT_ALREADY_DONE')
    await expectError(complete(buyer.auth, pending.orderId), 400, 'PAYMENT_ALREADY_DONE')
  })

  it('a reversal or refund takes the credit back once, never below 0; one that comes first waits for the credit', async () => {
    const admin = await signedInAdmin()
    const buyer = await customer()
    const order = await createOrder(buyer.auth, 50)
    const reversed = paypalEvent('PAYMENT.CAPTURE.REVERSED', { id: '1K0A5E3B8W1234567', customId: order.topup._id, value: '50.00' })
    expect((await deliver(await paypalDelivery(reversed))).status).toBe(409)
    expect((await deliver(await paypalDelivery(completed('7TK53561YB803214M', order.topup._id, '50.00')))).status).toBe(200)
    expect(await balanceOf(buyer.userId)).toBe(1_430_000)
    expect((await adminTopup(admin.accessToken, buyer.userId, -1_000_000)).status).toBe(200)

    expect((await deliver(await paypalDelivery(reversed))).status).toBe(200)
    expect(await balanceOf(buyer.userId)).toBe(0)
    expect((await adminTopup(admin.accessToken, buyer.userId, 100_000)).status).toBe(200)
    const refunded = paypalEvent('PAYMENT.CAPTURE.REFUNDED', { id: '0GD0842452313614B', customId: order.topup._id, value: '50.00' })
    for (const event of [reversed, refunded, refunded]) expect((await deliver(await paypalDelivery(event))).status).toBe(200)
    expect(await balanceOf(buyer.userId)).toBe(100_000)
    expect((await ledgerOf(buyer.userId)).filter((row) => row.amount === -430_000)).toHaveLength(1)
    await expectBooksBalance(buyer.userId)
    await expectError(complete(buyer.auth, order.orderId), 400, 'PAYMENT_ALREADY_DONE')
  })

  it('refuses a webhook with any signed part changed or stale (401), and is PAYMENT_METHOD_OFF when not configured', async () => {
    const buyer = await customer()
    const order = await createOrder(buyer.auth, 5)
    const event = completed('9XJ07124KE473405N', order.topup._id, '5.00')
    const good = await paypalDelivery(event)
    const header = (name: string, value: string) => ({ ...good, headers: { ...good.headers, [name]: value } })
    const sig = good.headers['paypal-transmission-sig'] ?? ''
    const copies = [
      { ...good, body: good.body.replace('"5.00"', '"500.00"') },
      { ...good, body: `${good.body} ` },
      header('paypal-transmission-id', crypto.randomUUID()),
      header('paypal-transmission-time', new Date(Date.now() - 1000).toISOString()),
      header('paypal-transmission-sig', (sig.startsWith('A') ? 'B' : 'A') + sig.slice(1)),
      header('paypal-cert-url', `${env.PAYPAL_API_URL}/certs/other-cert.pem`),
      header('paypal-cert-url', 'https://evil.example/certs/test-cert.pem'),
      header('paypal-auth-algo', 'SHA1withRSA'),
      await paypalDelivery(event, { time: new Date(Date.now() - 4 * 24 * 3600_000).toISOString() }),
      await paypalDelivery(event, { webhookId: 'WH-ANOTHER-APP' }),
    ]
    for (const copy of copies) expect((await deliver(copy)).status, JSON.stringify(copy.headers)).toBe(401)
    // Nothing of a refused message is kept (issue 12, item 1).
    const audit = await env.DB.prepare('SELECT COUNT(*) AS n FROM provider_events').first()
    expect(audit).toEqual({ n: 0 })
    expect(await balanceOf(buyer.userId)).toBe(0)

    const off = { PAYPAL_CLIENT_ID: '' }
    const create = {
      path: '/api/user/paypal-create-order',
      headers: { ...buyer.auth, 'content-type': 'application/json' },
      body: '{"amount":5}',
    }
    await expectError(deliverWith(off, create), 400, 'PAYMENT_METHOD_OFF')
    await expectError(
      deliverWith(off, { ...create, path: '/api/user/complete-paypal-payment', body: JSON.stringify(order) }),
      400,
      'PAYMENT_METHOD_OFF',
    )
    await expectError(deliverWith(off, good), 400, 'PAYMENT_METHOD_OFF')
    expect((await deliver(good)).status).toBe(200)
    expect(await balanceOf(buyer.userId)).toBe(130_000)
  })

  it('a create PayPal refuses is CREDIT_ERROR, its top-up closed as failed, nothing credited', async () => {
    const logged = expectLoggedErrors()
    const buyer = await customer()
    const create = {
      path: '/api/user/paypal-create-order',
      headers: { ...buyer.auth, 'content-type': 'application/json' },
      body: '{"amount":5}',
    }
    await expectError(deliverWith({ PAYPAL_CLIENT_ID: 'a-client-paypal-does-not-know' }, create), 400, 'CREDIT_ERROR')
    expect(logged.length).toBeGreaterThan(0)
    const topups = await env.DB.prepare('SELECT method, status FROM topups WHERE user_id = ?').bind(buyer.userId).all()
    expect(topups.results).toEqual([{ method: 'paypal', status: 'failed' }])
    expect(await balanceOf(buyer.userId)).toBe(0)
  })
})
