import { describe, expect, it } from 'vitest'
import { sepaySignature, verifySepayRequest } from './sepay'

const secret = 'sepay-hmac-secret-0123456789'
const apiKey = 'SEPAYKEY0123456789ABCDEF'
const rawBody = JSON.stringify({
  id: 92704,
  accountNumber: '0123499999',
  content: 'NAPABCDEFGHJ',
  transferType: 'in',
  transferAmount: 2277000,
})
const ts = 1_760_000_000
const now = ts * 1000

async function signed(
  overrides: Partial<{ authorization: string | null; signature: string | null; timestamp: string | null; rawBody: string }>,
) {
  return { authorization: null, signature: await sepaySignature(rawBody, secret, ts), timestamp: String(ts), rawBody, ...overrides }
}

describe('SePay webhook authentication', () => {
  it('signs sha256=<hex HMAC-SHA256 of "timestamp.body">', async () => {
    // Independent value: printf '%s' '1760000000.{}' | openssl dgst -sha256 -hmac 'key'
    expect(await sepaySignature('{}', 'key', 1760000000)).toBe('sha256=5f2db4fbfe82c254ac32f1ccc5eff02389f2609d76031aa8b300fac9565df6f6')
  })

  it('accepts a fresh signature and refuses any change to the signed parts', async () => {
    expect(await verifySepayRequest(await signed({}), { hmacSecret: secret }, now)).toBe(true)
    expect(await verifySepayRequest(await signed({ rawBody: rawBody.replace('2277000', '2277001') }), { hmacSecret: secret }, now)).toBe(
      false,
    )
    expect(await verifySepayRequest(await signed({ rawBody: `${rawBody} ` }), { hmacSecret: secret }, now)).toBe(false)
    expect(await verifySepayRequest(await signed({ timestamp: String(ts + 1) }), { hmacSecret: secret }, now)).toBe(false)
    expect(await verifySepayRequest(await signed({}), { hmacSecret: `${secret}x` }, now)).toBe(false)
  })

  it('refuses stale, future, missing or malformed timestamps and signatures', async () => {
    const keys = { hmacSecret: secret }
    expect(await verifySepayRequest(await signed({}), keys, now + 300_000)).toBe(true)
    expect(await verifySepayRequest(await signed({}), keys, now + 301_000)).toBe(false)
    expect(await verifySepayRequest(await signed({}), keys, now - 301_000)).toBe(false)
    // A timestamp in milliseconds is far off in seconds.
    const ms = String(now)
    expect(await verifySepayRequest(await signed({ timestamp: ms, signature: await sepaySignature(rawBody, secret, ms) }), keys, now)).toBe(
      false,
    )
    expect(await verifySepayRequest(await signed({ timestamp: null }), keys, now)).toBe(false)
    expect(await verifySepayRequest(await signed({ timestamp: '1.7e9' }), keys, now)).toBe(false)
    expect(await verifySepayRequest(await signed({ signature: null }), keys, now)).toBe(false)
    const bare = (await sepaySignature(rawBody, secret, ts)).slice('sha256='.length)
    expect(await verifySepayRequest(await signed({ signature: bare }), keys, now)).toBe(false)
  })

  it('with a secret configured, the API key header alone is not enough', async () => {
    const request = { authorization: `Apikey ${apiKey}`, signature: null, timestamp: null, rawBody }
    expect(await verifySepayRequest(request, { apiKey, hmacSecret: secret }, now)).toBe(false)
    expect(await verifySepayRequest({ ...request, ...(await signed({})) }, { apiKey, hmacSecret: secret }, now)).toBe(true)
  })

  it('checks the API key when only a key is configured', async () => {
    const request = (authorization: string | null) => ({ authorization, signature: null, timestamp: null, rawBody })
    expect(await verifySepayRequest(request(`Apikey ${apiKey}`), { apiKey }, now)).toBe(true)
    expect(await verifySepayRequest(request(`apikey ${apiKey}`), { apiKey }, now)).toBe(true)
    expect(await verifySepayRequest(request(`Apikey ${apiKey}x`), { apiKey }, now)).toBe(false)
    expect(await verifySepayRequest(request(`Apikey ${apiKey.toLowerCase()}`), { apiKey }, now)).toBe(false)
    expect(await verifySepayRequest(request(`Bearer ${apiKey}`), { apiKey }, now)).toBe(false)
    expect(await verifySepayRequest(request(apiKey), { apiKey }, now)).toBe(false)
    expect(await verifySepayRequest(request(null), { apiKey }, now)).toBe(false)
  })

  it('is off when nothing is configured', async () => {
    expect(await verifySepayRequest({ ...(await signed({})), authorization: `Apikey ${apiKey}` }, {}, now)).toBe(false)
    expect(await verifySepayRequest({ ...(await signed({})), authorization: 'Apikey ' }, { apiKey: '', hmacSecret: '' }, now)).toBe(false)
  })
})
