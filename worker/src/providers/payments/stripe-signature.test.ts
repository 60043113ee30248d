import { describe, expect, it } from 'vitest'
import { stripeSignatureHeader, verifyStripeSignature } from './stripe-signature'

const secret = 'whsec_test_0123456789abcdef'
const rawBody =
  '{"id":"evt_1","type":"checkout.session.completed","data":{"object":{"client_reference_id":"TOPUP-01JB2ZQ3","amount_total":2500}}}'
const t = 1_760_000_000
const now = t * 1000

describe('Stripe-style webhook signature', () => {
  it('signs t=<s>,v1=<hex HMAC-SHA256 of "t.body">', async () => {
    // Independent value: printf '%s' "1760000000.$rawBody" | openssl dgst -sha256 -hmac "$secret"
    expect(await stripeSignatureHeader(rawBody, secret, t)).toBe(
      't=1760000000,v1=8fedf1b2c845f7db95e973f3ea5090c1c76f3479993b3b109053224329b42533',
    )
  })

  it('accepts a fresh signature and refuses a changed body, timestamp, or secret', async () => {
    const header = await stripeSignatureHeader(rawBody, secret, t)
    expect(await verifyStripeSignature(header, rawBody, secret, now)).toBe(true)
    expect(await verifyStripeSignature(header, rawBody.replace('2500', '2501'), secret, now)).toBe(false)
    expect(await verifyStripeSignature(header, `${rawBody}\n`, secret, now)).toBe(false)
    expect(await verifyStripeSignature(header.replace(`t=${t}`, `t=${t + 1}`), rawBody, secret, now)).toBe(false)
    expect(await verifyStripeSignature(header, rawBody, `${secret}x`, now)).toBe(false)
    expect(await verifyStripeSignature(header, rawBody, '', now)).toBe(false)
  })

  it('refuses stale and future timestamps beyond the tolerance', async () => {
    const header = await stripeSignatureHeader(rawBody, secret, t)
    expect(await verifyStripeSignature(header, rawBody, secret, now + 300_000)).toBe(true)
    expect(await verifyStripeSignature(header, rawBody, secret, now + 301_000)).toBe(false)
    expect(await verifyStripeSignature(header, rawBody, secret, now - 301_000)).toBe(false)
    expect(await verifyStripeSignature(header, rawBody, secret, now + 3_600_000, 7200)).toBe(true)
  })

  it('accepts any matching v1 (secret rotation) and ignores other schemes', async () => {
    const header = await stripeSignatureHeader(rawBody, secret, t)
    const v1 = header.slice(header.indexOf('v1='))
    const old = (await stripeSignatureHeader(rawBody, 'whsec_old', t)).slice(header.indexOf('v1='))
    expect(await verifyStripeSignature(`t=${t},${old},${v1}`, rawBody, secret, now)).toBe(true)
    expect(await verifyStripeSignature(`t=${t},${v1},${old}`, rawBody, secret, now)).toBe(true)
    expect(await verifyStripeSignature(`t=${t}, ${v1}, v0=abc`, rawBody, secret, now)).toBe(true)
    expect(await verifyStripeSignature(`t=${t},${old}`, rawBody, secret, now)).toBe(false)
    expect(await verifyStripeSignature(`t=${t},${v1.replace('v1=', 'v0=')}`, rawBody, secret, now)).toBe(false)
  })

  it('refuses malformed headers', async () => {
    const header = await stripeSignatureHeader(rawBody, secret, t)
    const v1 = header.slice(header.indexOf('v1='))
    for (const bad of [null, '', v1, `t=${t}`, `t=,${v1}`, `t=1.7e9,${v1}`, `t=${t},t=${t},${v1}`, `${v1},t=abc`]) {
      expect(await verifyStripeSignature(bad, rawBody, secret, now), String(bad)).toBe(false)
    }
    expect(await verifyStripeSignature(`${v1},t=${t}`, rawBody, secret, now)).toBe(true)
  })
})
