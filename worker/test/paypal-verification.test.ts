import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { call } from './accounts'
import { expectLoggedErrors } from './fresh-database'
import { balanceOf } from './money'
import { customer, deliver, deliverWith, paypalDelivery, paypalEvent } from './provider-deliveries'

type Stats = { verifyCalls: number; certFetches: number }
const paypalStats = async () => (await (await fetch(`${env.PAYPAL_API_URL}/test/stats`)).json()) as Stats
const kept = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM provider_events').first<{ n: number }>())?.n

async function orderOf(auth: Record<string, string>, amount: number) {
  const response = await call('/api/user/paypal-create-order', { amount }, { headers: auth })
  expect(response.status, await response.clone().text()).toBe(200)
  return (await response.json()) as { orderId: string; topup: { _id: string } }
}

/** Issue 12, item 9: PayPal webhooks verified by PayPal's verify-webhook-signature call (ADR 0022). */
describe('PayPal webhook verification', () => {
  it('asks PayPal to verify each delivery, and credits only what PayPal says it signed', async () => {
    const buyer = await customer()
    const order = await orderOf(buyer.auth, 5)
    const event = paypalEvent('PAYMENT.CAPTURE.COMPLETED', { id: '3C679366HH908993F', customId: order.topup._id, value: '5.00' })
    const before = await paypalStats()
    const good = await paypalDelivery(event)
    expect((await deliver({ ...good, body: good.body.replace('"5.00"', '"50.00"') })).status).toBe(401)
    expect((await deliver(good)).status).toBe(200)
    expect(await paypalStats()).toEqual({ verifyCalls: before.verifyCalls + 2, certFetches: before.certFetches })
    expect(await balanceOf(buyer.userId)).toBe(130_000)
  })

  it('refuses a certificate URL on another host before anything is fetched or asked', async () => {
    const buyer = await customer()
    const order = await orderOf(buyer.auth, 5)
    const event = paypalEvent('PAYMENT.CAPTURE.COMPLETED', { id: '4C679366HH908993F', customId: order.topup._id, value: '5.00' })
    const good = await paypalDelivery(event)
    const local = new URL(env.PAYPAL_API_URL ?? '')
    const elsewhere = [
      // The local PayPal itself under another host name: a fetch would show in its count.
      `http://localhost:${local.port}/certs/test-cert.pem`,
      'https://evil.example/v1/notifications/certs/CERT-360caa42-fca2a594',
      'https://api.paypal.com.evil.example/certs/test-cert.pem',
      'http://api.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594',
    ]
    const before = await paypalStats()
    for (const certUrl of elsewhere) {
      const answer = await deliver({ ...good, headers: { ...good.headers, 'paypal-cert-url': certUrl } })
      expect(answer.status, certUrl).toBe(401)
    }
    expect(await paypalStats()).toEqual(before)
    expect(await kept()).toBe(0)
    expect(await balanceOf(buyer.userId)).toBe(0)
  })

  it('while PayPal cannot be asked, a delivery is answered 503 (PayPal delivers it again) and nothing is kept or counted', async () => {
    const logged = expectLoggedErrors()
    const buyer = await customer()
    const order = await orderOf(buyer.auth, 5)
    const event = paypalEvent('PAYMENT.CAPTURE.COMPLETED', { id: '5C679366HH908993F', customId: order.topup._id, value: '5.00' })
    const good = await paypalDelivery(event)
    const paypalsCert = { ...good.headers, 'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-1' }
    // PayPal's API answering errors only (the local PayPal under a path it does not serve).
    const down = { PAYPAL_API_URL: `${env.PAYPAL_API_URL}/down` }
    const answer = await deliverWith(down, { ...good, headers: paypalsCert })
    expect(answer.status).toBe(503)
    expect(logged.length).toBeGreaterThan(0)
    expect(await kept()).toBe(0)
    const counted = await env.DB.prepare("SELECT COUNT(*) AS n FROM rate_limit_buckets WHERE key LIKE 'webhookrejections:%'").first()
    expect(counted).toEqual({ n: 0 })
    expect(await balanceOf(buyer.userId)).toBe(0)
  })
})
