import { PROXY_PASSWORD_MAX, PROXY_PASSWORD_MIN } from '@proxy-portal/worker/contract/bought-proxies'

const LOWER = 'abcdefghijklmnopqrstuvwxyz'
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
const DIGITS = '0123456789'
const ALPHABET = LOWER + UPPER + DIGITS

/** Fills the array with random values, as `crypto.getRandomValues` does. */
export type RandomSource = (values: Uint32Array<ArrayBuffer>) => Uint32Array<ArrayBuffer>

const cryptoRandom: RandomSource = (values) => crypto.getRandomValues(values)

/** A uniform index below `size`: values in the uneven top slice of the 32-bit range are drawn again (no modulo bias). */
function randomIndex(size: number, random: RandomSource): number {
  const limit = Math.floor(2 ** 32 / size) * size
  const value = new Uint32Array(1)
  for (;;) {
    const drawn = random(value)[0] ?? limit
    if (drawn < limit) return drawn % size
  }
}

/**
 * A proxy password: `length` letters and digits (the proxy password rule, 10 to 20), with at least
 * one lower-case letter, one upper-case letter and one digit, as many sites ask. A draw missing one
 * is thrown away whole, so every password that qualifies is equally likely.
 */
export function generatePassword(length: number, random: RandomSource = cryptoRandom): string {
  if (!Number.isInteger(length) || length < PROXY_PASSWORD_MIN || length > PROXY_PASSWORD_MAX) {
    throw new RangeError(`password length ${length} is outside ${PROXY_PASSWORD_MIN}-${PROXY_PASSWORD_MAX}`)
  }
  for (;;) {
    const password = Array.from({ length }, () => ALPHABET[randomIndex(ALPHABET.length, random)]).join('')
    if (/[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password)) return password
  }
}
