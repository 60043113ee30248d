/** Stripe-style webhook signature: `t=<unix s>,v1=<hex HMAC-SHA256 of "t.body">[,v1=...]`, several v1 while a secret rotates. */
import { timingSafeEqual } from '../../auth/crypto'
import { hmacSha256Hex } from './hmac'

/** The signature header for `rawBody` at `tSeconds` (for tests and local test servers). */
export async function stripeSignatureHeader(rawBody: string, secret: string, tSeconds: number): Promise<string> {
  return `t=${tSeconds},v1=${await hmacSha256Hex(secret, `${tSeconds}.${rawBody}`)}`
}

/** Whether any v1 in `header` signs `rawBody` under `secret` and t is within `toleranceSeconds` of `nowMs`. */
export async function verifyStripeSignature(
  header: string | null,
  rawBody: string,
  secret: string,
  nowMs: number,
  toleranceSeconds = 300,
): Promise<boolean> {
  if (!header || !secret) return false
  let t: string | undefined
  const candidates: string[] = []
  for (const part of header.split(',')) {
    const at = part.indexOf('=')
    if (at < 0) continue
    const name = part.slice(0, at).trim()
    const value = part.slice(at + 1).trim()
    // Two timestamps make it ambiguous which one was signed: refuse rather than guess.
    if (name === 't') {
      if (t !== undefined) return false
      t = value
    } else if (name === 'v1') candidates.push(value)
  }
  if (t === undefined || !/^\d{1,12}$/.test(t) || candidates.length === 0) return false
  if (Math.abs(nowMs / 1000 - Number(t)) > toleranceSeconds) return false
  const expected = await hmacSha256Hex(secret, `${t}.${rawBody}`)
  // Check every candidate so the time does not tell which one matched.
  let matched = false
  for (const candidate of candidates) matched = timingSafeEqual(expected, candidate) || matched
  return matched
}
