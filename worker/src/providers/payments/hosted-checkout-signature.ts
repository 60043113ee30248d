/** The hosted checkout gateways (bytepay, tazapay, zpayment style) sign the raw body: `X-Signature: <hex HMAC-SHA256>`. */
import { timingSafeEqual } from '../../auth/crypto'
import { hmacSha256Hex } from './hmac'

/** The `X-Signature` value for `rawBody` under `secret`. */
export function hostedCheckoutSignature(rawBody: string, secret: string): Promise<string> {
  return hmacSha256Hex(secret, rawBody)
}

/** Whether `header` is the signature of `rawBody` under `secret`. */
export async function verifyHostedCheckoutSignature(header: string | null, rawBody: string, secret: string): Promise<boolean> {
  if (!header || !secret) return false
  return timingSafeEqual(await hostedCheckoutSignature(rawBody, secret), header.trim())
}
