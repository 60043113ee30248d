/** Byte helpers shared by the payment signature checks: UTF-8, hex and HMAC over WebCrypto only (they run in workerd). */
const encoder = new TextEncoder()

/** The UTF-8 bytes of `text`. */
export function utf8(text: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(encoder.encode(text))
}

/** Lowercase hex of `bytes`. */
export function toHex(bytes: Uint8Array): string {
  let hex = ''
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0')
  return hex
}

/** Lowercase hex HMAC of `data` under the UTF-8 `key` with the given SHA hash. */
export async function hmacHex(hash: 'SHA-1' | 'SHA-256' | 'SHA-512', key: string, data: string): Promise<string> {
  const cryptoKey = await crypto.subtle.importKey('raw', utf8(key), { name: 'HMAC', hash }, false, ['sign'])
  return toHex(new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, utf8(data))))
}

/** Lowercase hex HMAC-SHA256 of `data` under `key`. */
export function hmacSha256Hex(key: string, data: string): Promise<string> {
  return hmacHex('SHA-256', key, data)
}

/** Lowercase hex HMAC-SHA512 of `data` under `key`. */
export function hmacSha512Hex(key: string, data: string): Promise<string> {
  return hmacHex('SHA-512', key, data)
}
