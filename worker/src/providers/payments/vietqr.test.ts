import { describe, expect, it } from 'vitest'
import { crc16Ccitt, vietQrPayload } from './vietqr'

type Tlv = Map<string, string>

/** Splits an EMVCo TLV string into tag -> value, refusing anything that does not tile exactly. */
function parseTlv(text: string): Tlv {
  const fields: Tlv = new Map()
  let at = 0
  while (at < text.length) {
    const tag = text.slice(at, at + 2)
    const length = Number(text.slice(at + 2, at + 4))
    if (!/^\d{2}$/.test(tag) || !Number.isInteger(length) || at + 4 + length > text.length) throw new Error(`bad TLV at ${at}`)
    if (fields.has(tag)) throw new Error(`duplicate tag ${tag}`)
    fields.set(tag, text.slice(at + 4, at + 4 + length))
    at += 4 + length
  }
  return fields
}

// Payloads issued by banks and PayOS (public examples; the last one printed its CRC in lowercase), as independent vectors.
const issued = [
  '00020101021138570010A00000072701270006970405011322082054793800208QRIBFTTA53037045802VN630497A6',
  '00020101021238570010A000000727012700069704220113VQRQABRLS04480208QRIBFTTA5303704540420005802VN6224082018f8746b181045f0a2ce63040FC0',
  '00020101021138530010A0000007270123000697041601092576788590208QRIBFTTA53037045802VN6304AE9F',
  '00020101021138540010A00000072701240006970422011009119673630208QRIBFTTA53037045802VN63046AD9',
]

describe('crc16Ccitt', () => {
  it('matches the CRC-16/CCITT-FALSE check value', () => {
    expect(crc16Ccitt('123456789')).toBe('29B1')
    expect(crc16Ccitt('')).toBe('FFFF')
  })

  it('validates payloads issued by banks', () => {
    for (const payload of issued) expect(crc16Ccitt(payload.slice(0, -4))).toBe(payload.slice(-4))
  })
})

describe('vietQrPayload', () => {
  const input = { bankBin: '970415', accountNumber: '113366668888', amount: 79000, purpose: 'QR TEST' }

  it('reproduces static QRs issued by banks byte for byte', () => {
    expect(vietQrPayload({ bankBin: '970405', accountNumber: '2208205479380' })).toBe(issued[0])
    expect(vietQrPayload({ bankBin: '970416', accountNumber: '257678859' })).toBe(issued[2])
    expect(vietQrPayload({ bankBin: '970422', accountNumber: '0911967363' })).toBe(issued[3])
  })

  it('builds a dynamic QR whose fields parse back and whose CRC covers everything before it', () => {
    const payload = vietQrPayload(input)
    expect(payload.slice(-8, -4)).toBe('6304')
    expect(crc16Ccitt(payload.slice(0, -4))).toBe(payload.slice(-4))
    const top = parseTlv(payload)
    expect([...top.keys()]).toEqual(['00', '01', '38', '53', '54', '58', '62', '63'])
    expect(top.get('00')).toBe('01')
    expect(top.get('01')).toBe('12')
    expect(top.get('53')).toBe('704')
    expect(top.get('54')).toBe('79000')
    expect(top.get('58')).toBe('VN')
    expect(top.get('63')).toBe(crc16Ccitt(payload.slice(0, -4)))
    const merchant = parseTlv(top.get('38') ?? '')
    expect([...merchant.entries()]).toEqual([
      ['00', 'A000000727'],
      ['01', '00069704150112113366668888'],
      ['02', 'QRIBFTTA'],
    ])
    expect([...parseTlv(merchant.get('01') ?? '').entries()]).toEqual([
      ['00', '970415'],
      ['01', '113366668888'],
    ])
    expect([...parseTlv(top.get('62') ?? '').entries()]).toEqual([['08', 'QR TEST']])
    const expected = '000201' + '010212' + '3856' + '0010A000000727' + '0126' + '0006970415' + '0112113366668888' + '0208QRIBFTTA'
    expect(payload).toBe(`${expected}5303704540579000` + `5802VN62110807QR TEST6304${payload.slice(-4)}`)
  })

  it('makes a static QR without amount or purpose', () => {
    const top = parseTlv(vietQrPayload({ bankBin: '970415', accountNumber: '113366668888' }))
    expect(top.get('01')).toBe('11')
    expect(top.has('54')).toBe(false)
    expect(top.has('62')).toBe(false)
  })

  it('changes the CRC when any field changes', () => {
    const base = vietQrPayload(input)
    for (const changed of [
      { ...input, bankBin: '970416' },
      { ...input, accountNumber: '113366668889' },
      { ...input, amount: 79001 },
      { ...input, purpose: 'QR TESU' },
    ]) {
      const payload = vietQrPayload(changed)
      expect(payload).not.toBe(base)
      expect(crc16Ccitt(payload.slice(0, -4))).toBe(payload.slice(-4))
      expect(payload.slice(-4)).not.toBe(base.slice(-4))
    }
  })

  it('refuses amounts and purposes a bank would reject', () => {
    for (const amount of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(() => vietQrPayload({ ...input, amount }), String(amount)).toThrow(RangeError)
    }
    for (const purpose of ['qr test', 'QR-TEST', 'THANH TOÁN', 'A'.repeat(26), '']) {
      expect(() => vietQrPayload({ ...input, purpose }), purpose).toThrow(RangeError)
    }
    expect(() => vietQrPayload({ ...input, bankBin: '97041' })).toThrow(RangeError)
    expect(() => vietQrPayload({ ...input, accountNumber: '1133 6666' })).toThrow(RangeError)
    expect(vietQrPayload({ ...input, purpose: 'A'.repeat(25) })).toContain(`0825${'A'.repeat(25)}`)
  })
})
