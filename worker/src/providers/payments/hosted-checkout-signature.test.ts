import { describe, expect, it } from 'vitest'
import { hostedCheckoutSignature, verifyHostedCheckoutSignature } from './hosted-checkout-signature'

const secret = 'hosted-checkout-secret'
const rawBody = '{"event":"payment.succeeded","reference":"TOPUP-01JB2ZQ3","amount":"25.00","currency":"USD"}'

describe('hosted checkout X-Signature', () => {
  it('is the lowercase hex HMAC-SHA256 of the raw body', async () => {
    // Independent value: printf '%s' "$rawBody" | openssl dgst -sha256 -hmac "$secret"
    expect(await hostedCheckoutSignature(rawBody, secret)).toBe('a7ac80944e27f80449dd9d545e9b0f8b5d7dc1fce5c4795fb2dad52b68ea63b0')
  })

  it('accepts the right signature only', async () => {
    const signature = await hostedCheckoutSignature(rawBody, secret)
    expect(await verifyHostedCheckoutSignature(signature, rawBody, secret)).toBe(true)
    expect(await verifyHostedCheckoutSignature(signature, rawBody.replace('25.00', '26.00'), secret)).toBe(false)
    expect(await verifyHostedCheckoutSignature(signature, rawBody.replace('TOPUP-01JB2ZQ3', 'TOPUP-01JB2ZQ4'), secret)).toBe(false)
    expect(await verifyHostedCheckoutSignature(signature, rawBody.replace('succeeded', 'failed'), secret)).toBe(false)
    expect(await verifyHostedCheckoutSignature(signature, JSON.stringify(JSON.parse(rawBody), null, 1), secret)).toBe(false)
    expect(await verifyHostedCheckoutSignature(signature, rawBody, `${secret}x`)).toBe(false)
    expect(await verifyHostedCheckoutSignature(signature, rawBody, '')).toBe(false)
    expect(await verifyHostedCheckoutSignature(null, rawBody, secret)).toBe(false)
    expect(await verifyHostedCheckoutSignature('', rawBody, secret)).toBe(false)
    expect(await verifyHostedCheckoutSignature(signature.toUpperCase(), rawBody, secret)).toBe(false)
    expect(await verifyHostedCheckoutSignature(`sha256=${signature}`, rawBody, secret)).toBe(false)
  })
})
