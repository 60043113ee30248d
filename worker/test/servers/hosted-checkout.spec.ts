import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import { type HostedCheckoutConfig, hostedCreateOrder, hostedGetOrder } from '../../src/providers/payments/hosted-checkout-api'
import { verifyHostedCheckoutSignature } from '../../src/providers/payments/hosted-checkout-signature'
import { signHostedWebhook, startHostedCheckout } from './hosted-checkout'

const apiKey = 'hc_test_key'
const webhookSecret = 'hc_test_webhook_secret'
const urls = { returnUrl: 'https://portal.test/topup/return', notifyUrl: 'https://portal.test/api/payments/tazapay/notify' }

let server: Awaited<ReturnType<typeof startHostedCheckout>>
let cfg: HostedCheckoutConfig
let errors: MockInstance

beforeAll(async () => {
  server = await startHostedCheckout({ apiKey, webhookSecret })
  cfg = { name: 'tazapay', apiUrl: server.url, apiKey, webhookSecret }
})
afterAll(() => server.close())
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => errors.mockRestore())

async function create(reference: string, amount = 2_500, currency: 'USD' | 'VND' = 'USD') {
  const created = await hostedCreateOrder(cfg, { reference, amount, currency, ...urls, country: 'VN' })
  if (!created.ok) throw new Error(`create failed: ${JSON.stringify(created)}`)
  return created.order
}

async function settle(id: string, action: 'pay' | 'fail' | 'cancel') {
  const response = await fetch(`${server.url}/test/orders/${id}/${action}`, { method: 'POST' })
  return (await response.json()) as { webhook: { body: string; signature: string; notifyUrl: string } }
}

describe('hosted checkout orders', () => {
  it('creates a pending order with a checkout URL, for each gateway name', async () => {
    for (const name of ['bytepay', 'tazapay', 'zpayment'] as const) {
      const created = await hostedCreateOrder({ ...cfg, name }, { reference: `hc-${name}`, amount: 1_999, currency: 'USD', ...urls })
      expect(created).toEqual({
        ok: true,
        order: {
          id: expect.stringMatching(/^ord_/),
          checkoutUrl: expect.stringContaining(`${server.url}/checkout/`),
          status: 'pending',
          amount: 1_999,
          currency: 'USD',
          reference: `hc-${name}`,
        },
      })
    }
  })

  it('is off without an API URL or key and calls nothing', async () => {
    const fetcher = vi.fn<typeof fetch>()
    const off = { ok: false, reason: 'off' }
    expect(await hostedCreateOrder({ name: 'bytepay', apiKey }, { reference: 'r', amount: 1, currency: 'VND', ...urls }, fetcher)).toEqual(
      off,
    )
    expect(await hostedGetOrder({ name: 'zpayment', apiUrl: server.url }, 'ord_x', fetcher)).toEqual(off)
    expect(fetcher).not.toHaveBeenCalled()
  })

  it('fails when the key is refused, naming the gateway in the log', async () => {
    const result = await hostedGetOrder({ ...cfg, apiKey: 'wrong' }, 'ord_x')
    expect(result).toEqual({ ok: false, reason: 'failed', status: 401 })
    expect(errors).toHaveBeenCalledTimes(1)
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/^tazapay get order: answered 401/)
  })

  it('fails, and says so once, when the gateway cannot be reached', async () => {
    const fetcher = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('fetch failed'))
    expect(await hostedGetOrder(cfg, 'ord_x', fetcher)).toEqual({ ok: false, reason: 'failed' })
    expect(errors).toHaveBeenCalledTimes(1)
  })

  it('gives the same order to the same reference', async () => {
    const first = await create('hc-1')
    const again = await create('hc-1')
    expect(again.id).toBe(first.id)
    expect((await create('hc-2')).id).not.toBe(first.id)
  })

  it('refuses a reference used again with another amount', async () => {
    await create('hc-3', 1_000)
    const result = await hostedCreateOrder(cfg, { reference: 'hc-3', amount: 9_000, currency: 'USD', ...urls, country: 'VN' })
    expect(result).toEqual({ ok: false, reason: 'failed', status: 409 })
  })

  it('refuses an order the gateway finds wrong', async () => {
    const result = await hostedCreateOrder(cfg, {
      reference: 'hc-4',
      amount: 1_000,
      currency: 'USD',
      returnUrl: 'not a url',
      notifyUrl: urls.notifyUrl,
    })
    expect(result).toEqual({ ok: false, reason: 'failed', status: 422 })
  })

  it('reads a paid order, and hands the signed webhook our check accepts', async () => {
    const order = await create('hc-5', 260_000, 'VND')
    const { webhook } = await settle(order.id, 'pay')
    expect(await hostedGetOrder(cfg, order.id)).toEqual({ ok: true, order: { ...order, checkoutUrl: null, status: 'paid' } })
    expect(JSON.parse(webhook.body)).toEqual({ id: order.id, status: 'paid', amount: 260_000, currency: 'VND', reference: 'hc-5' })
    expect(webhook.notifyUrl).toBe(urls.notifyUrl)
    expect(webhook.signature).toBe(signHostedWebhook(webhook.body, webhookSecret))
    expect(await verifyHostedCheckoutSignature(webhook.signature, webhook.body, webhookSecret)).toBe(true)
    expect(await verifyHostedCheckoutSignature(webhook.signature, webhook.body.replace('260000', '2600000'), webhookSecret)).toBe(false)
  })

  it('reads failed and cancelled orders', async () => {
    const failed = await create('hc-6')
    const cancelled = await create('hc-7')
    await settle(failed.id, 'fail')
    await settle(cancelled.id, 'cancel')
    expect(await hostedGetOrder(cfg, failed.id)).toMatchObject({ ok: true, order: { status: 'failed' } })
    expect(await hostedGetOrder(cfg, cancelled.id)).toMatchObject({ ok: true, order: { status: 'cancelled' } })
  })

  it('fails on an unknown order', async () => {
    expect(await hostedGetOrder(cfg, 'ord_nothing')).toEqual({ ok: false, reason: 'failed', status: 404 })
  })
})
