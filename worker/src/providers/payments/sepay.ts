/** SePay webhook authentication: an HMAC-SHA256 signature when a secret is configured, else the API key header. */
import { timingSafeEqual } from '../../auth/crypto'
import { hmacSha256Hex } from './hmac'

const TOLERANCE_SECONDS = 5 * 60

/** The `X-SePay-Signature` value for `rawBody` sent at `timestampSeconds` (for tests and local test servers). */
export async function sepaySignature(rawBody: string, secret: string, timestampSeconds: number | string): Promise<string> {
  return `sha256=${await hmacSha256Hex(secret, `${timestampSeconds}.${rawBody}`)}`
}

/** Whether a SePay webhook request is authentic; false when neither an HMAC secret nor an API key is configured. */
export async function verifySepayRequest(
  input: { authorization: string | null; signature: string | null; timestamp: string | null; rawBody: string },
  keys: { apiKey?: string; hmacSecret?: string },
  nowMs: number,
): Promise<boolean> {
  // The stronger check wins: with a secret configured, the API key header alone is not enough.
  if (keys.hmacSecret) {
    const { signature, timestamp } = input
    if (!signature || !timestamp || !/^\d{1,12}$/.test(timestamp)) return false
    if (Math.abs(nowMs / 1000 - Number(timestamp)) > TOLERANCE_SECONDS) return false
    return timingSafeEqual(await sepaySignature(input.rawBody, keys.hmacSecret, timestamp), signature)
  }
  if (keys.apiKey) {
    // Authentication schemes are case-insensitive (RFC 9110); the key itself is not.
    const match = /^apikey +(\S+)$/i.exec(input.authorization?.trim() ?? '')
    return match?.[1] !== undefined && timingSafeEqual(match[1], keys.apiKey)
  }
  return false
}
