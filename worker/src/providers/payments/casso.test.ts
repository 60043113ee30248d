import { describe, expect, it } from 'vitest'
import { cassoSignatureHeader, sortKeysRecursive, verifyCassoSignature } from './casso'

// Casso's published v2 example: key, timestamp, body (keys in the order Casso sends them, not sorted) and signature.
const key = 'mgExMrjj4i7a1p8Cs6LmFbpCd8lbw4sSX4LZXPag7TKazeIogtR90tvWYTkwQbvs'
const t = 1727948258788
const body = {
  error: 0,
  data: {
    id: 0,
    reference: 'MA_GIAO_DICH_THU_NGHIEM',
    description: 'giao dich thu nghiem',
    amount: 599000,
    runningBalance: 25000000,
    transactionDateTime: '2024-10-03 15:06:37',
    accountNumber: '88888888',
    bankName: 'VPBank',
    bankAbbreviation: 'VPB',
    virtualAccountNumber: '',
    virtualAccountName: '',
    counterAccountName: 'NGUYEN VAN A',
    counterAccountNumber: '8888888888',
    counterAccountBankId: '970415',
    counterAccountBankName: 'VietinBank',
  },
}
const v1 =
  'ed0a4bd2e826d5cb69988cdb141e6c1a080e21f3b57eb72cd78192220042b9e7dde0868fc667faea8e224900fa7904e7c88dfa098032fb2d6b6996856e8b7ff3'
const header = `t=${t},v1=${v1}`

describe('Casso webhook signature', () => {
  it('sorts object keys recursively and keeps array order', () => {
    const sorted = sortKeysRecursive({ b: 1, a: { d: [{ z: 1, y: 2 }, 3], c: null } })
    expect(JSON.stringify(sorted)).toBe('{"a":{"c":null,"d":[{"y":2,"z":1},3]},"b":1}')
    expect(sortKeysRecursive('x')).toBe('x')
    expect(sortKeysRecursive([2, 1])).toEqual([2, 1])
  })

  it('verifies the published example', async () => {
    expect(await verifyCassoSignature(header, body, key, t)).toBe(true)
    // A body that went through JSON (as the webhook receives it) verifies too.
    expect(await verifyCassoSignature(header, JSON.parse(JSON.stringify(body)), key, t)).toBe(true)
    expect(await cassoSignatureHeader(body, key, t)).toBe(header)
  })

  it('refuses the example when any signed field changes', async () => {
    const fields = Object.keys(body.data) as (keyof typeof body.data)[]
    for (const field of fields) {
      const value = body.data[field]
      const changed = { ...body, data: { ...body.data, [field]: typeof value === 'number' ? value + 1 : `${value}x` } }
      expect(await verifyCassoSignature(header, changed, key, t), field).toBe(false)
    }
    expect(await verifyCassoSignature(header, { ...body, error: 1 }, key, t)).toBe(false)
    expect(await verifyCassoSignature(header, { ...body, extra: true }, key, t)).toBe(false)
    expect(await verifyCassoSignature(`t=${t + 1},v1=${v1}`, body, key, t)).toBe(false)
  })

  it('refuses a wrong key, a stale or future timestamp, and malformed headers', async () => {
    expect(await verifyCassoSignature(header, body, `${key}x`, t)).toBe(false)
    expect(await verifyCassoSignature(header, body, '', t)).toBe(false)
    expect(await verifyCassoSignature(header, body, key, t + 5 * 60_000)).toBe(true)
    expect(await verifyCassoSignature(header, body, key, t + 5 * 60_000 + 1)).toBe(false)
    expect(await verifyCassoSignature(header, body, key, t - 5 * 60_000 - 1)).toBe(false)
    expect(await verifyCassoSignature(header, body, key, t + 60 * 60_000, 2 * 60 * 60_000)).toBe(true)
    for (const bad of [null, '', v1, `t=${t}`, `v1=${v1}`, `t=abc,v1=${v1}`, `t=${t},v1=${v1.toUpperCase()}`, `t=${t},v1=${v1.slice(2)}`]) {
      expect(await verifyCassoSignature(bad, body, key, t), String(bad)).toBe(false)
    }
  })

  it('round-trips its own header at another time and key', async () => {
    const now = 1_800_000_000_000
    const signed = await cassoSignatureHeader({ z: [1, { b: 2, a: 1 }], a: 'đ' }, 'k2', now)
    expect(await verifyCassoSignature(signed, { a: 'đ', z: [1, { a: 1, b: 2 }] }, 'k2', now + 1000)).toBe(true)
    expect(await verifyCassoSignature(signed, { a: 'đ', z: [{ a: 1, b: 2 }, 1] }, 'k2', now + 1000)).toBe(false)
  })
})
