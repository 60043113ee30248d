/** Small WebCrypto helpers shared by the auth code. Work in workerd and in Node 22+. */
const encoder = new TextEncoder()

export function toBase64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/')
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0))
}

export function randomBytes(length: number): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(new ArrayBuffer(length)))
}

/** A random, URL-safe token with `bytes` bytes of entropy. */
export function randomToken(bytes = 32): string {
  return toBase64Url(randomBytes(bytes))
}

export async function sha256(text: string): Promise<string> {
  return toBase64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text))))
}

/** HMAC-SHA256 of `data` under `key`; used to store short secrets (codes) so a leaked table cannot be brute-forced. */
export async function hmacSha256(key: string, data: string): Promise<string> {
  const cryptoKey = await crypto.subtle.importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  return toBase64Url(new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(data))))
}

/** Compares two secrets in time that does not depend on where they differ. */
export function timingSafeEqual(a: string, b: string): boolean {
  const left = encoder.encode(a)
  const right = encoder.encode(b)
  // Compare against itself when lengths differ, so the time does not tell the length apart either.
  const other = left.length === right.length ? right : left
  let difference = left.length === right.length ? 0 : 1
  for (let i = 0; i < left.length; i++) difference |= (left[i] ?? 0) ^ (other[i] ?? 0)
  return difference === 0
}

async function aesKey(keyBase64: string): Promise<CryptoKey> {
  const raw = fromBase64Url(keyBase64)
  if (raw.length !== 32) throw new Error('DATA_KEY must be 32 bytes (base64)')
  return crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt'])
}

/** AES-256-GCM; the result is `v1.<iv>.<ciphertext>`. Used for secrets the server must read back (TOTP). */
export async function encryptText(keyBase64: string, plaintext: string): Promise<string> {
  const iv = randomBytes(12)
  const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await aesKey(keyBase64), encoder.encode(plaintext))
  return `v1.${toBase64Url(iv)}.${toBase64Url(new Uint8Array(sealed))}`
}

export async function decryptText(keyBase64: string, sealed: string): Promise<string> {
  const [version, iv, data] = sealed.split('.')
  if (version !== 'v1' || !iv || !data) throw new Error('unknown sealed format')
  const opened = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64Url(iv) }, await aesKey(keyBase64), fromBase64Url(data))
  return new TextDecoder().decode(opened)
}
