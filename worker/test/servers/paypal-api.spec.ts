import { createVerify } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import {
  centsToPaypalValue,
  type PaypalConfig,
  paypalCaptureOrder,
  paypalCreateOrder,
  paypalGetOrder,
  paypalValueToCents,
} from '../../src/providers/payments/paypal-api'
import { verifyPaypalWebhook } from '../../src/providers/payments/paypal-webhook'
import { rawMember, signPaypalWebhook, startPaypalApi } from './paypal-api'

const credentials = { clientId: 'test-client', clientSecret: 'test-secret' }
const urls = { returnUrl: 'https://portal.test/topup/paypal/return', cancelUrl: 'https://portal.test/topup' }

let server: Awaited<ReturnType<typeof startPaypalApi>>
let cfg: PaypalConfig
let errors: MockInstance

beforeEach(async () => {
  server = await startPaypalApi(credentials)
  cfg = { apiUrl: server.url, ...credentials }
  errors = vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(async () => {
  errors.mockRestore()
  await server.close()
})

async function approveOverHttp(orderId: string, body: unknown = {}) {
  const response = await fetch(`${server.url}/test/orders/${orderId}/approve`, { method: 'POST', body: JSON.stringify(body) })
  expect(response.status).toBe(200)
}

async function createOrder(reference: string, amountCents = 1234) {
  const created = await paypalCreateOrder(cfg, { reference, amountCents, ...urls })
  if (!created.ok) throw new Error(`create failed: ${JSON.stringify(created)}`)
  return created
}

describe('PayPal money', () => {
  it('parses decimal strings into exact cents', () => {
    expect(paypalValueToCents('0.01')).toBe(1)
    expect(paypalValueToCents('1234.50')).toBe(123450)
    expect(paypalValueToCents('12.34')).toBe(1234)
    expect(paypalValueToCents('19.99')).toBe(1999)
    expect(paypalValueToCents('12')).toBe(1200)
    expect(paypalValueToCents('1.5')).toBe(150)
    for (const bad of ['', '-1.00', '1.234', '1,00', ' 1.00', '1e3', '.50', 'NaN']) expect(paypalValueToCents(bad)).toBeNull()
  })

  it('writes cents as PayPal decimal strings', () => {
    expect(centsToPaypalValue(1)).toBe('0.01')
    expect(centsToPaypalValue(123450)).toBe('1234.50')
    expect(centsToPaypalValue(1999)).toBe('19.99')
    expect(() => centsToPaypalValue(0)).toThrow(RangeError)
    expect(() => centsToPaypalValue(1.5)).toThrow(RangeError)
  })
})

describe('PayPal orders', () => {
  it('is off without credentials and calls nothing', async () => {
    const fetcher = vi.fn<typeof fetch>()
    const off = { ok: false, reason: 'off' }
    expect(await paypalCreateOrder({ apiUrl: server.url, clientId: 'x' }, { reference: 'r', amountCents: 100, ...urls }, fetcher)).toEqual(
      off,
    )
    expect(await paypalCaptureOrder({ apiUrl: server.url, clientSecret: 'x' }, 'O', 'R', fetcher)).toEqual(off)
    expect(await paypalGetOrder({ apiUrl: server.url }, 'O', fetcher)).toEqual(off)
    expect(fetcher).not.toHaveBeenCalled()
  })

  it('fails when PayPal refuses the credentials', async () => {
    const result = await paypalCreateOrder({ ...cfg, clientSecret: 'wrong' }, { reference: 'bad-key', amountCents: 100, ...urls })
    expect(result).toEqual({ ok: false, reason: 'failed', status: 401 })
    expect(errors).toHaveBeenCalledTimes(1)
  })

  it('fails, and says so once, when PayPal cannot be reached', async () => {
    const fetcher = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('fetch failed'))
    expect(await paypalGetOrder(cfg, 'O', fetcher)).toEqual({ ok: false, reason: 'failed' })
    expect(errors).toHaveBeenCalledTimes(1)
  })

  it('creates an order and points at the payer action', async () => {
    const created = await createOrder('topup-1')
    expect(created.approveUrl).toBe(`${server.url}/checkoutnow?token=${created.orderId}`)
    const read = await paypalGetOrder(cfg, created.orderId)
    expect(read).toEqual({ ok: true, order: { id: created.orderId, status: 'PAYER_ACTION_REQUIRED', reference: 'topup-1', capture: null } })
  })

  it('creates one order per reference', async () => {
    const first = await createOrder('topup-same')
    const again = await createOrder('topup-same')
    const other = await createOrder('topup-other')
    expect(again.orderId).toBe(first.orderId)
    expect(other.orderId).not.toBe(first.orderId)
  })

  it('captures an approved order with the exact amount', async () => {
    const { orderId } = await createOrder('topup-2', 123450)
    await approveOverHttp(orderId)
    const captured = await paypalCaptureOrder(cfg, orderId, 'capture-topup-2')
    if (!captured.ok) throw new Error('capture failed')
    expect(captured.order).toMatchObject({ id: orderId, status: 'COMPLETED', reference: 'topup-2' })
    expect(captured.order.capture).toMatchObject({ status: 'COMPLETED', amountCents: 123450, currency: 'USD' })
    expect(captured.order.capture?.id).toMatch(/^[0-9A-F]{17}$/)
  })

  it('answers a second capture with the capture already made', async () => {
    const { orderId } = await createOrder('topup-3', 1)
    await approveOverHttp(orderId)
    const first = await paypalCaptureOrder(cfg, orderId, 'capture-topup-3')
    const retried = await paypalCaptureOrder(cfg, orderId, 'capture-topup-3')
    const another = await paypalCaptureOrder(cfg, orderId, 'capture-topup-3-again')
    if (!first.ok) throw new Error('capture failed')
    expect(first.order.capture?.amountCents).toBe(1)
    expect(retried).toEqual(first)
    expect(another).toEqual(first)
    expect(errors).not.toHaveBeenCalled()
  })

  it('does not capture an order the buyer has not approved', async () => {
    const { orderId } = await createOrder('topup-4')
    expect(await paypalCaptureOrder(cfg, orderId, 'capture-topup-4')).toEqual({ ok: false, reason: 'failed', status: 422 })
  })

  it('reports a pending capture as pending', async () => {
    const { orderId } = await createOrder('topup-5')
    await approveOverHttp(orderId, { captureStatus: 'PENDING' })
    const captured = await paypalCaptureOrder(cfg, orderId, 'capture-topup-5')
    expect(captured.ok && captured.order.capture?.status).toBe('PENDING')
  })

  it('fails on an unknown order', async () => {
    expect(await paypalGetOrder(cfg, 'NOSUCHORDER')).toEqual({ ok: false, reason: 'failed', status: 404 })
  })

  it('keeps its token, and gets a new one once PayPal drops it', async () => {
    await createOrder('topup-6')
    await createOrder('topup-7')
    expect(server.tokenRequests()).toBe(1)
    server.revokeTokens()
    await createOrder('topup-8')
    expect(server.tokenRequests()).toBe(2)
  })

  it('does not keep a token that expires within a minute', async () => {
    const shortLived = await startPaypalApi({ ...credentials, tokenTtlSeconds: 30 })
    try {
      const short = { apiUrl: shortLived.url, ...credentials }
      await paypalGetOrder(short, 'A')
      await paypalGetOrder(short, 'B')
      expect(shortLived.tokenRequests()).toBe(2)
    } finally {
      await shortLived.close()
    }
  })
})

describe('PayPal webhook signing', () => {
  it('signs the transmission with the fixture key, verifiable with the certificate it serves', async () => {
    const certPem = await (await fetch(server.certUrl)).text()
    const fixture = readFileSync(new URL('../../src/providers/payments/fixtures/paypal-test-cert.pem', import.meta.url), 'utf8')
    expect(certPem).toBe(fixture)
    const options = { webhookId: 'WH-ID', certUrl: server.certUrl, transmissionId: 't-1', transmissionTime: '2026-01-02T03:04:05Z' }
    const headers = signPaypalWebhook('123456789', options)
    expect(headers).toMatchObject({
      'PAYPAL-TRANSMISSION-ID': 't-1',
      'PAYPAL-TRANSMISSION-TIME': '2026-01-02T03:04:05Z',
      'PAYPAL-CERT-URL': server.certUrl,
      'PAYPAL-AUTH-ALGO': 'SHA256withRSA',
    })
    // 3421780262 is CRC-32's standard check value, the CRC of "123456789".
    const message = 't-1|2026-01-02T03:04:05Z|WH-ID|3421780262'
    expect(
      createVerify('RSA-SHA256')
        .update(message)
        .verify(certPem, headers['PAYPAL-TRANSMISSION-SIG'] ?? '', 'base64'),
    ).toBe(true)
  })

  it('makes up a transmission id and time when not given', () => {
    const headers = signPaypalWebhook('{}', { webhookId: 'WH-ID', certUrl: server.certUrl })
    expect(headers['PAYPAL-TRANSMISSION-ID']).toMatch(/^[0-9a-f-]{36}$/)
    expect(new Date(headers['PAYPAL-TRANSMISSION-TIME'] ?? '').toISOString()).toBe(headers['PAYPAL-TRANSMISSION-TIME'])
  })

  it("verifies through our adapter what it signed: the event's exact bytes, our webhook id, its own certificate", async () => {
    // A space after the first comma: the bytes PayPal signed are not those JSON.stringify would write.
    const rawBody = '{"id":"WH-2", "event_type":"PAYMENT.CAPTURE.COMPLETED","resource":{"amount":{"value":"12.34"}}}'
    const signed = signPaypalWebhook(rawBody, { webhookId: 'WH-ID', certUrl: server.certUrl })
    const headers = {
      transmissionId: signed['PAYPAL-TRANSMISSION-ID'] ?? null,
      transmissionTime: signed['PAYPAL-TRANSMISSION-TIME'] ?? null,
      transmissionSig: signed['PAYPAL-TRANSMISSION-SIG'] ?? null,
      certUrl: signed['PAYPAL-CERT-URL'] ?? null,
      authAlgo: signed['PAYPAL-AUTH-ALGO'] ?? null,
    }
    const check = (body: string, webhookId = 'WH-ID', certUrl = server.certUrl) =>
      verifyPaypalWebhook(cfg, { headers: { ...headers, certUrl }, rawBody: body, webhookId })
    expect(await check(rawBody)).toBe('verified')
    expect(await check(rawBody.replace('12.34', '99.99'))).toBe('refused')
    expect(await check(JSON.stringify(JSON.parse(rawBody)))).toBe('refused')
    expect(await check(rawBody, 'OTHER-WEBHOOK')).toBe('refused')
    expect(await check(rawBody, 'WH-ID', `${server.url}/certs/other-cert.pem`)).toBe('refused')
    const stats = (await (await fetch(`${server.url}/test/stats`)).json()) as { verifyCalls: number }
    expect(stats.verifyCalls).toBe(5)
    // Not PayPal's: refused without a call.
    expect(await check(rawBody, 'WH-ID', 'https://evil.example/certs/test-cert.pem')).toBe('refused')
    expect(await check(rawBody, 'WH-ID', 'http://api.paypal.com/certs/test-cert.pem')).toBe('refused')
    expect(((await (await fetch(`${server.url}/test/stats`)).json()) as { verifyCalls: number }).verifyCalls).toBe(5)
  })

  it('finds a top-level member of a JSON text as written', () => {
    expect(rawMember('{"a":1, "webhook_event" : {"x":"}\\"","y":[1,{"z":2}]} ,"b":"webhook_event"}', 'webhook_event')).toBe(
      ' {"x":"}\\"","y":[1,{"z":2}]} ',
    )
    expect(rawMember('{"a":"webhook_event","b":{"webhook_event":1}}', 'webhook_event')).toBeNull()
    expect(rawMember('{"webhook_event":"last"}', 'webhook_event')).toBe('"last"')
  })
})
