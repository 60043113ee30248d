const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'

/**
 * A proxy password of letters and digits (ADR 0015), 12 long as the shop's own, from the browser's
 * secure random source; look-alike letters (0/O, 1/l/I) left out so it can be read aloud.
 */
export function generatePassword(length = 12): string {
  const chosen: string[] = []
  const limit = 256 - (256 % ALPHABET.length)
  while (chosen.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      // Bytes past the last whole alphabet would favour its first letters.
      if (byte < limit && chosen.length < length) chosen.push(ALPHABET[byte % ALPHABET.length] ?? '')
    }
  }
  return chosen.join('')
}
