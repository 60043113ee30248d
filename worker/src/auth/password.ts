import { fromBase64Url, randomBytes, timingSafeEqual, toBase64Url } from './crypto'

/**
 * Passwords: PBKDF2-SHA256 over HMAC-SHA256(pepper, password). 100,000 iterations is the most
 * production Workers allow, and what a new hash takes unless `PASSWORD_ITERATIONS` says fewer (the
 * tests, config.ts). Stored as `pbkdf2-sha256$<iterations>$<salt>$<hash>`, so the parameters travel
 * with each hash: any stored count up to the maximum verifies.
 */
export const PASSWORD_ITERATIONS = 100_000
/** The fewest iterations `PASSWORD_ITERATIONS` may set. */
export const MIN_PASSWORD_ITERATIONS = 1_000
const SCHEME = 'pbkdf2-sha256'
const encoder = new TextEncoder()

async function peppered(password: string, pepper: string): Promise<Uint8Array<ArrayBuffer>> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(pepper), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(password)))
}

async function derive(password: string, pepper: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<string> {
  const material = await crypto.subtle.importKey('raw', await peppered(password, pepper), 'PBKDF2', false, ['deriveBits'])
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, material, 256)
  return toBase64Url(new Uint8Array(bits))
}

export async function hashPassword(password: string, pepper: string, iterations: number): Promise<string> {
  const salt = randomBytes(16)
  return `${SCHEME}$${iterations}$${toBase64Url(salt)}$${await derive(password, pepper, salt, iterations)}`
}

export async function verifyPassword(password: string, stored: string, pepper: string): Promise<boolean> {
  const [scheme, iterationsText, salt, expected] = stored.split('$')
  const iterations = Number(iterationsText)
  if (scheme !== SCHEME || !salt || !expected || !Number.isInteger(iterations) || iterations < 1 || iterations > PASSWORD_ITERATIONS) {
    return false
  }
  return timingSafeEqual(await derive(password, pepper, fromBase64Url(salt), iterations), expected)
}
