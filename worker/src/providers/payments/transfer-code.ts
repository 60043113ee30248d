/** The code a user writes in a bank transfer's content so the incoming transfer can be matched to them. */

/** 32 symbols without the look-alikes I, O, 0 and 1, so `byte & 31` picks one without bias. */
export const TRANSFER_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
export const TRANSFER_CODE_PREFIX = 'NAP'

const BODY_LENGTH = 8
const CODE_LENGTH = TRANSFER_CODE_PREFIX.length + BODY_LENGTH + 1

// Weighted sum mod 32 with odd weights 1, 3, 5 … 15: each is a unit mod 32, so every single-symbol change moves the sum.
function checkSymbol(body: string): string | null {
  let sum = 0
  for (let position = 0; position < body.length; position++) {
    const index = TRANSFER_CODE_ALPHABET.indexOf(body.charAt(position))
    if (index < 0) return null
    sum += index * (2 * position + 1)
  }
  return TRANSFER_CODE_ALPHABET.charAt(sum % 32)
}

/** A new code: 'NAP', 8 symbols from the first 8 random bytes, and a check symbol. */
export function newTransferCode(random: Uint8Array): string {
  if (random.length < BODY_LENGTH) throw new RangeError(`newTransferCode needs at least ${BODY_LENGTH} random bytes`)
  let body = ''
  for (const byte of random.subarray(0, BODY_LENGTH)) body += TRANSFER_CODE_ALPHABET.charAt(byte & 31)
  return `${TRANSFER_CODE_PREFIX}${body}${checkSymbol(body)}`
}

/** Whether `code` is exactly a canonical code (uppercase, no separators) with a correct check symbol. */
export function isValidTransferCode(code: string): boolean {
  if (code.length !== CODE_LENGTH || !code.startsWith(TRANSFER_CODE_PREFIX)) return false
  const body = code.slice(TRANSFER_CODE_PREFIX.length, -1)
  const check = checkSymbol(body)
  return check !== null && check === code.slice(-1)
}

/** Uppercase A-Z0-9 only: Vietnamese diacritics fold to the base letter, everything else is dropped. */
function normalizeContent(content: string): string {
  return content
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[Đđ]/g, 'D')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
}

/**
 * Every valid code inside a bank transfer's content, in order, however the banks mangled it. A word
 * such as "nap" right before a code can make a false candidate that passes the check by chance
 * ('nap NAPXXXXXXXXX' reads NAPNAPXXXXXX…, 1 time in 32), so all are returned for the caller to
 * match against real codes.
 */
export function findTransferCodes(content: string): string[] {
  const text = normalizeContent(content)
  const codes: string[] = []
  for (let at = text.indexOf(TRANSFER_CODE_PREFIX); at >= 0; at = text.indexOf(TRANSFER_CODE_PREFIX, at + 1)) {
    const candidate = text.slice(at, at + CODE_LENGTH)
    if (isValidTransferCode(candidate) && !codes.includes(candidate)) codes.push(candidate)
  }
  return codes
}

/** The first valid code inside a bank transfer's content, or null. */
export function findTransferCode(content: string): string | null {
  return findTransferCodes(content)[0] ?? null
}
