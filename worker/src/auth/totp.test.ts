import { describe, expect, it } from 'vitest'
import { base32Decode, base32Encode, matchTotp, otpauthUri, totpCode, totpStep } from './totp'

// RFC 6238 appendix B, SHA-1 secret "12345678901234567890"; six digits are the last six of eight.
const secret = base32Encode(new TextEncoder().encode('12345678901234567890'))
const vectors: [number, string][] = [
  [59, '287082'],
  [1111111109, '081804'],
  [1111111111, '050471'],
  [1234567890, '005924'],
  [2000000000, '279037'],
  [20000000000, '353130'],
]

describe('TOTP (RFC 6238)', () => {
  it('matches the RFC test vectors', async () => {
    for (const [seconds, code] of vectors) expect(await totpCode(secret, totpStep(seconds * 1000)), String(seconds)).toBe(code)
  })

  it('accepts the current step and one either side, and says which', async () => {
    const now = 1111111111_000
    const step = totpStep(now)
    expect(await matchTotp(secret, await totpCode(secret, step), now)).toBe(step)
    expect(await matchTotp(secret, await totpCode(secret, step - 1), now)).toBe(step - 1)
    expect(await matchTotp(secret, await totpCode(secret, step + 1), now)).toBe(step + 1)
    expect(await matchTotp(secret, await totpCode(secret, step + 2), now)).toBeNull()
    expect(await matchTotp(secret, '12345', now)).toBeNull()
  })

  it('round-trips base32 and builds an otpauth URI', () => {
    const bytes = new Uint8Array([0, 1, 2, 250, 251, 252, 253, 254, 255])
    expect([...base32Decode(base32Encode(bytes))]).toEqual([...bytes])
    expect(base32Encode(new TextEncoder().encode('foobar'))).toBe('MZXW6YTBOI')
    expect(otpauthUri('Proxy Portal', 'a@b.c', 'ABC')).toBe(
      'otpauth://totp/Proxy%20Portal%3Aa%40b.c?secret=ABC&issuer=Proxy+Portal&algorithm=SHA1&digits=6&period=30',
    )
  })
})
