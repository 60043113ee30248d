import { describe, expect, it } from 'vitest'
import {
  findTransferCode,
  findTransferCodes,
  isValidTransferCode,
  newTransferCode,
  TRANSFER_CODE_ALPHABET,
  TRANSFER_CODE_PREFIX,
} from './transfer-code'

const random = (length: number) => crypto.getRandomValues(new Uint8Array(length))
const pick = <T>(items: readonly T[]): T => items[(random(1)[0] ?? 0) % items.length] as T
const chance = (percent: number) => (random(1)[0] ?? 0) % 100 < percent

const prefixes = [
  '',
  'MBVCB.3278907687.',
  'IBFT ',
  'MBVCB.3278907687.012345.',
  'FT24277123456 ',
  'nap tien ',
  'Chuyển khoản: ',
  'TKThe :0123, ',
]
const suffixes = [
  '',
  ' CHUYEN TIEN',
  '.CT tu 0123456789 NGUYEN VAN A',
  ' - Ma GD 123456',
  ' đóng tiền',
  '-',
  '  ',
  ' GD 8888-093024-10:15:22',
]
const separators = [' ', '.', '-', '_', '/', ',', ':', '  ']

/** Mangles a code the way banks do: case, separators between symbols, references before and text after. */
function mangle(code: string): string {
  let text = ''
  for (const ch of code) text += (chance(30) ? pick(separators) : '') + ch
  if (chance(50)) text = chance(50) ? text.toLowerCase() : text.replace(/./g, (ch) => (chance(50) ? ch.toLowerCase() : ch))
  return pick(prefixes) + text + pick(suffixes)
}

/** The same code with the body symbol at `position` replaced by `symbol`. */
function withSymbol(code: string, position: number, symbol: string): string {
  const at = TRANSFER_CODE_PREFIX.length + position
  return code.slice(0, at) + symbol + code.slice(at + 1)
}

describe('transfer codes', () => {
  it('builds NAP + 8 symbols from the bytes + a weighted check symbol', () => {
    // Bytes 0..7 index A..H (and & 31 ignores the high bits); check = sum(i * (2i + 1)) = 308 -> 308 % 32 = 20 -> 'W'.
    expect(newTransferCode(Uint8Array.from([0, 1, 2, 3, 4, 5, 6, 7]))).toBe('NAPABCDEFGHW')
    expect(newTransferCode(Uint8Array.from([32, 33, 34, 35, 36, 37, 38, 39, 255]))).toBe('NAPABCDEFGHW')
    expect(newTransferCode(new Uint8Array(8).fill(31))).toBe(`NAP${'9'.repeat(8)}${TRANSFER_CODE_ALPHABET.charAt((31 * 64) % 32)}`)
    expect(() => newTransferCode(new Uint8Array(7))).toThrow(RangeError)
    for (let i = 0; i < 50; i++) {
      const code = newTransferCode(random(8))
      expect(code).toMatch(/^NAP[A-HJ-NP-Z2-9]{9}$/)
      expect(isValidTransferCode(code)).toBe(true)
    }
  })

  it('accepts only canonical codes with a correct check symbol', () => {
    expect(isValidTransferCode('NAPABCDEFGHW')).toBe(true)
    expect(isValidTransferCode('NAPABCDEFGHX')).toBe(false)
    expect(isValidTransferCode('napabcdefghw')).toBe(false)
    expect(isValidTransferCode('NAPABCDEFGH')).toBe(false)
    expect(isValidTransferCode('NAPABCDEFGHWK')).toBe(false)
    expect(isValidTransferCode('XAPABCDEFGHW')).toBe(false)
    expect(isValidTransferCode('NAPABCDEFGIW')).toBe(false)
  })

  it('finds 200 random codes however the banks mangle the content', () => {
    for (let i = 0; i < 200; i++) {
      const code = newTransferCode(random(8))
      const content = mangle(code)
      expect(findTransferCode(content), content).toBe(code)
    }
  })

  it('folds Vietnamese diacritics and finds a code split across words', () => {
    expect(findTransferCode('Đóng tiền NAPAB CDE FGHW cho tài khoản')).toBe('NAPABCDEFGHW')
    expect(findTransferCode('MBVCB.3278907687.nap.ab-cd.ef-gh-w.CT tu 0123')).toBe('NAPABCDEFGHW')
    // 'NAP' earlier in the text is skipped when what follows is not a valid code.
    expect(findTransferCode('NAP TIEN NAPPPPPPPPPPP NAPABCDEFGHW')).toBe('NAPABCDEFGHW')
  })

  it('finds nothing in random content without a code', () => {
    // No 'P' in the content, so no 'NAP' can appear by chance.
    const letters = 'abcdefghijklmnoqrstuvwxyzABCDEFGHIJKLMNOQRSTUVWXYZ0123456789 .-:,đĐáầ'
    for (let i = 0; i < 200; i++) {
      const content = Array.from(random(40), (byte) => letters.charAt(byte % letters.length)).join('')
      expect(findTransferCode(content), content).toBeNull()
    }
    expect(findTransferCode('')).toBeNull()
    expect(findTransferCode('NAP')).toBeNull()
    expect(findTransferCode('NAPABCDEFGH')).toBeNull()
  })

  it('does not find a code whose check symbol is wrong', () => {
    for (let i = 0; i < 50; i++) {
      const code = newTransferCode(random(8))
      for (const symbol of TRANSFER_CODE_ALPHABET) {
        if (symbol === code.slice(-1)) continue
        expect(findTransferCode(`IBFT ${code.slice(0, -1)}${symbol} CHUYEN TIEN`)).toBeNull()
      }
    }
  })

  it('does not find a code with any one body symbol changed', () => {
    for (let i = 0; i < 20; i++) {
      const code = newTransferCode(random(8))
      for (let position = 0; position < 8; position++) {
        const original = TRANSFER_CODE_ALPHABET.indexOf(code.charAt(TRANSFER_CODE_PREFIX.length + position))
        for (let index = 0; index < 32; index++) {
          if (index === original) continue
          const changed = withSymbol(code, position, TRANSFER_CODE_ALPHABET.charAt(index))
          expect(findTransferCode(`MBVCB.3278907687.${changed}`), changed).toBeNull()
        }
      }
    }
  })

  it('lists every valid candidate, so a "nap" that happens to make a false code does not hide the real one', () => {
    // Search for a code whose "nap " prefix reads as another valid code: 'NAP' + 'NAP' + the code's first 6 symbols.
    let code = ''
    for (let i = 0; i < 10_000 && !code; i++) {
      const candidate = newTransferCode(random(8))
      if (isValidTransferCode(`NAPNAP${candidate.slice(3, 9)}`)) code = candidate
    }
    expect(code).not.toBe('')
    const content = `chuyen tien nap ${code}`
    expect(findTransferCodes(content)).toEqual([`NAPNAP${code.slice(3, 9)}`, code])
    expect(findTransferCode(content)).toBe(`NAPNAP${code.slice(3, 9)}`)
    expect(findTransferCodes('no code here')).toEqual([])
  })
})
