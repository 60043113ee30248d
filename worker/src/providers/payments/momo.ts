/** MoMo AIO v2 signatures: lowercase hex HMAC-SHA256 over fixed `key=value&...` strings. */
import { timingSafeEqual } from '../../auth/crypto'
import { hmacSha256Hex } from './hmac'

// The IPN fields MoMo signs, in its (alphabetical) order; accessKey comes from our configuration, not the body.
const IPN_FIELDS = [
  'amount',
  'extraData',
  'message',
  'orderId',
  'orderInfo',
  'orderType',
  'partnerCode',
  'payType',
  'requestId',
  'responseTime',
  'resultCode',
  'transId',
] as const

/** The string MoMo signs for an IPN; values are the body's as sent (String(value)), a missing one as ''. */
export function momoIpnRawSignature(body: Record<string, unknown>, accessKey: string): string {
  return [`accessKey=${accessKey}`, ...IPN_FIELDS.map((field) => `${field}=${String(body[field] ?? '')}`)].join('&')
}

/** The string to sign when creating a payment (POST /v2/gateway/api/create). */
export function momoCreateRawSignature(fields: {
  accessKey: string
  amount: number | string
  extraData: string
  ipnUrl: string
  orderId: string
  orderInfo: string
  partnerCode: string
  redirectUrl: string
  requestId: string
  requestType: string
}): string {
  const { accessKey, amount, extraData, ipnUrl, orderId, orderInfo, partnerCode, redirectUrl, requestId, requestType } = fields
  return (
    `accessKey=${accessKey}&amount=${amount}&extraData=${extraData}&ipnUrl=${ipnUrl}&orderId=${orderId}&orderInfo=${orderInfo}` +
    `&partnerCode=${partnerCode}&redirectUrl=${redirectUrl}&requestId=${requestId}&requestType=${requestType}`
  )
}

/** Lowercase hex HMAC-SHA256 of `raw` under the MoMo secret key. */
export function momoSign(raw: string, secretKey: string): Promise<string> {
  return hmacSha256Hex(secretKey, raw)
}

/** Whether an IPN body carries MoMo's signature over its signed fields. */
export async function verifyMomoIpn(body: Record<string, unknown>, keys: { accessKey: string; secretKey: string }): Promise<boolean> {
  const { signature } = body
  if (typeof signature !== 'string' || !signature || !keys.secretKey) return false
  return timingSafeEqual(await momoSign(momoIpnRawSignature(body, keys.accessKey), keys.secretKey), signature)
}
