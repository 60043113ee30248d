import { paymentTestKeys } from './constants'

/**
 * The providers' side of the signed messages that no local server sends for us, written from their
 * documentation with WebCrypto (the Node signers of test/servers cannot run in workerd).
 */
const hex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
const bytes = (text: string) => new TextEncoder().encode(text)

/** A signature with its last hex digit changed (always a change, whatever that digit was). */
export const flipLast = (hex: string) => `${hex.slice(0, -1)}${hex.endsWith('0') ? '1' : '0'}`

export async function md5Upper(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('MD5', bytes(text))).toUpperCase()
}

export async function hmacSha256(secret: string, text: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', bytes(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  return hex(await crypto.subtle.sign('HMAC', key, bytes(text)))
}

/** The fields Perfect Money posts to STATUS_URL, V2_HASH aside. */
export type PerfectMoneyStatus = {
  PAYMENT_ID: string
  PAYEE_ACCOUNT: string
  PAYMENT_AMOUNT: string
  PAYMENT_UNITS: string
  PAYMENT_BATCH_NUM: string
  PAYER_ACCOUNT: string
  TIMESTAMPGMT: string
}

/** Perfect Money SCI: V2_HASH = MD5 of the fields joined by ':' with MD5(alternate passphrase) before TIMESTAMPGMT. */
export async function perfectMoneyV2Hash(fields: PerfectMoneyStatus, passphrase = 'pm-test-passphrase'): Promise<string> {
  const f = fields
  const joined = [f.PAYMENT_ID, f.PAYEE_ACCOUNT, f.PAYMENT_AMOUNT, f.PAYMENT_UNITS, f.PAYMENT_BATCH_NUM, f.PAYER_ACCOUNT]
  return md5Upper([...joined, await md5Upper(passphrase), f.TIMESTAMPGMT].join(':'))
}

/** A status callback as Perfect Money posts it for a top-up paid in full. */
export async function perfectMoneyStatus(paymentId: string, amount: string, overrides: Partial<PerfectMoneyStatus> = {}) {
  const fields: PerfectMoneyStatus = {
    PAYMENT_ID: paymentId,
    PAYEE_ACCOUNT: paymentTestKeys.PM_PAYEE_ACCOUNT,
    PAYMENT_AMOUNT: amount,
    PAYMENT_UNITS: 'USD',
    PAYMENT_BATCH_NUM: String(100_000_000 + Math.floor(Math.random() * 900_000_000)),
    PAYER_ACCOUNT: 'U7654321',
    TIMESTAMPGMT: String(Math.floor(Date.now() / 1000)),
    ...overrides,
  }
  return { ...fields, V2_HASH: await perfectMoneyV2Hash(fields) }
}

/** A Stripe-Signature header: t=<seconds>,v1=<hex HMAC-SHA256 of "t.body"> under the card webhook secret. */
export async function cardSignature(rawBody: string, tSeconds = Math.floor(Date.now() / 1000)): Promise<string> {
  return `t=${tSeconds},v1=${await hmacSha256(paymentTestKeys.CARD_WEBHOOK_SECRET, `${tSeconds}.${rawBody}`)}`
}

/** SePay's X-SePay-Signature for a body sent at `tSeconds`: sha256=<hex HMAC-SHA256 of "t.body">. */
export async function sepayHeaders(rawBody: string, tSeconds = Math.floor(Date.now() / 1000)): Promise<Record<string, string>> {
  const signature = `sha256=${await hmacSha256(paymentTestKeys.SEPAY_HMAC_SECRET, `${tSeconds}.${rawBody}`)}`
  return { 'content-type': 'application/json', 'x-sepay-signature': signature, 'x-sepay-timestamp': String(tSeconds) }
}
