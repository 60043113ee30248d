import { createHmac } from 'node:crypto'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import { type CardConfig, cardCreateSession, cardExpireSession, cardGetSession } from '../../src/providers/payments/card-api'
import { verifyStripeSignature } from '../../src/providers/payments/stripe-signature'
import { signCardWebhook, startCardApi } from './card-api'

const secretKey = 'sk_test_local'
const webhookSecret = 'whsec_test_local'
const urls = { successUrl: 'https://portal.test/topup/card/return?session={CHECKOUT_SESSION_ID}', cancelUrl: 'https://portal.test/topup' }

let server: Awaited<ReturnType<typeof startCardApi>>
let cfg: CardConfig
let errors: MockInstance

beforeAll(async () => {
  server = await startCardApi({ secretKey, webhookSecret })
  cfg = { apiUrl: server.url, secretKey }
})
afterAll(() => server.close())
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => errors.mockRestore())

async function create(reference: string, amount = 260_000) {
  const created = await cardCreateSession(cfg, { reference, amount, currency: 'vnd', ...urls })
  if (!created.ok) throw new Error(`create failed: ${JSON.stringify(created)}`)
  return created.session
}

describe('card checkout sessions', () => {
  it('creates an open session for the reference and amount', async () => {
    const session = await create('card-1')
    expect(session).toEqual({
      id: expect.stringMatching(/^cs_test_/),
      url: `${server.url}/c/pay/${session.id}`,
      status: 'open',
      paymentStatus: 'unpaid',
      amountTotal: 260_000,
      currency: 'vnd',
      reference: 'card-1',
    })
    expect(server.session(session.id)?.metadata).toEqual({ reference: 'card-1' })
  })

  it('is off without a secret key and calls nothing', async () => {
    const fetcher = vi.fn<typeof fetch>()
    const off = { ok: false, reason: 'off' }
    expect(await cardCreateSession({ apiUrl: server.url }, { reference: 'r', amount: 1, currency: 'vnd', ...urls }, fetcher)).toEqual(off)
    expect(await cardGetSession({ apiUrl: server.url }, 'cs_x', fetcher)).toEqual(off)
    expect(await cardExpireSession({ apiUrl: server.url, secretKey: '' }, 'cs_x', fetcher)).toEqual(off)
    expect(fetcher).not.toHaveBeenCalled()
  })

  it('fails when the key is refused', async () => {
    const result = await cardCreateSession(
      { ...cfg, secretKey: 'sk_test_wrong' },
      { reference: 'card-bad', amount: 10_000, currency: 'vnd', ...urls },
    )
    expect(result).toEqual({ ok: false, reason: 'failed', status: 401 })
    expect(errors).toHaveBeenCalledTimes(1)
  })

  it('fails, and says so once, when the provider cannot be reached', async () => {
    const fetcher = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('fetch failed'))
    expect(await cardGetSession(cfg, 'cs_x', fetcher)).toEqual({ ok: false, reason: 'failed' })
    expect(errors).toHaveBeenCalledTimes(1)
  })

  it('gives the same session to the same reference', async () => {
    const first = await create('card-2')
    const again = await create('card-2')
    expect(again.id).toBe(first.id)
    expect((await create('card-3')).id).not.toBe(first.id)
  })

  it('refuses a reference used again with another amount', async () => {
    await create('card-4', 100_000)
    const result = await cardCreateSession(cfg, { reference: 'card-4', amount: 200_000, currency: 'vnd', ...urls })
    expect(result).toEqual({ ok: false, reason: 'failed', status: 400 })
  })

  it('reads a paid session as complete and paid', async () => {
    const session = await create('card-5', 520_000)
    const paid = await fetch(`${server.url}/test/sessions/${session.id}/pay`, { method: 'POST' })
    expect(paid.status).toBe(200)
    const read = await cardGetSession(cfg, session.id)
    expect(read).toEqual({ ok: true, session: { ...session, url: null, status: 'complete', paymentStatus: 'paid' } })
  })

  it('answers the completed event, signed as Stripe signs it', async () => {
    const session = await create('card-6')
    const paid = (await (await fetch(`${server.url}/test/sessions/${session.id}/pay`, { method: 'POST' })).json()) as {
      event: string
      signature: string
    }
    expect(JSON.parse(paid.event)).toMatchObject({
      type: 'checkout.session.completed',
      data: { object: { id: session.id, payment_status: 'paid' } },
    })
    const [t, v1] = paid.signature.split(',')
    const seconds = t?.slice(2) ?? ''
    expect(v1).toBe(`v1=${createHmac('sha256', webhookSecret).update(`${seconds}.${paid.event}`).digest('hex')}`)
  })

  it('expires an open session, and only an open one', async () => {
    const session = await create('card-7')
    const expired = await cardExpireSession(cfg, session.id)
    expect(expired).toEqual({ ok: true, session: { ...session, url: null, status: 'expired' } })
    expect(await cardExpireSession(cfg, session.id)).toEqual({ ok: false, reason: 'failed', status: 400 })
  })

  it('fails on an unknown session', async () => {
    expect(await cardGetSession(cfg, 'cs_test_nothing')).toEqual({ ok: false, reason: 'failed', status: 404 })
  })
})

describe('card webhook signing', () => {
  it('makes a Stripe-Signature header', () => {
    const raw = '{"id":"evt_1"}'
    expect(signCardWebhook(raw, 'whsec_x', 1_700_000_000)).toBe(
      `t=1700000000,v1=${createHmac('sha256', 'whsec_x').update(`1700000000.${raw}`).digest('hex')}`,
    )
  })

  it('signs what our webhook check accepts', async () => {
    const raw = '{"id":"evt_2","type":"checkout.session.completed"}'
    const header = signCardWebhook(raw, webhookSecret)
    expect(await verifyStripeSignature(header, raw, webhookSecret, Date.now())).toBe(true)
    expect(await verifyStripeSignature(header, raw.replace('evt_2', 'evt_3'), webhookSecret, Date.now())).toBe(false)
  })
})
