const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

async function digest(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))
}

/**
 * An order's id from the call's tag (the user, the call and its Idempotency-Key, or a fresh id when
 * there is none): a retry after a lost answer finds the same order instead of buying twice.
 */
export async function orderIdOf(tag: string): Promise<string> {
  return [...(await digest(tag)).slice(0, 16)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The code customers see and search by: 'P' and 12 Crockford base-32 characters (60 bits) of the id. */
export function orderCodeOf(orderId: string): string {
  let bits = BigInt(`0x${orderId.slice(0, 15)}`)
  let code = ''
  for (let at = 0; at < 12; at++) {
    code = CROCKFORD[Number(bits & 31n)] + code
    bits >>= 5n
  }
  return `P${code}`
}
