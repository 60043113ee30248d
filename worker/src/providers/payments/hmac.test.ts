import { describe, expect, it } from 'vitest'
import { hmacHex, hmacSha256Hex, hmacSha512Hex, toHex, utf8 } from './hmac'

// RFC 4231 test case 2: key "Jefe", data "what do ya want for nothing?".
const key = 'Jefe'
const data = 'what do ya want for nothing?'

describe('payment byte helpers', () => {
  it('encodes UTF-8 and hex', () => {
    expect(toHex(utf8('Đ a'))).toBe('c4902061')
    expect(toHex(new Uint8Array([0, 15, 255]))).toBe('000fff')
  })

  it('matches the RFC 4231 HMAC vectors', async () => {
    expect(await hmacSha256Hex(key, data)).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843')
    expect(await hmacSha512Hex(key, data)).toBe(
      '164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea2505549758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737',
    )
    // RFC 2202 test case 2 for HMAC-SHA1.
    expect(await hmacHex('SHA-1', key, data)).toBe('effcdf6ae5eb2fa2d27416d5f184df9c259a7c79')
  })
})
