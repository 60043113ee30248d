/** Perfect Money SCI status callback: V2_HASH, an uppercase MD5 over the payment fields and the MD5 of the alternate passphrase. */
import { timingSafeEqual } from '../../auth/crypto'
import { toHex, utf8 } from './hmac'

/** The fields Perfect Money hashes, in its order (the passphrase hash goes between PAYER_ACCOUNT and TIMESTAMPGMT). */
export type PerfectMoneyFields = {
  PAYMENT_ID: string
  PAYEE_ACCOUNT: string
  PAYMENT_AMOUNT: string
  PAYMENT_UNITS: string
  PAYMENT_BATCH_NUM: string
  PAYER_ACCOUNT: string
  TIMESTAMPGMT: string
}

/** Uppercase hex MD5 of the UTF-8 `text` (workerd's crypto.subtle knows MD5; the SCI protocol requires it). */
export async function md5Upper(text: string): Promise<string> {
  return toHex(new Uint8Array(await crypto.subtle.digest('MD5', utf8(text)))).toUpperCase()
}

/** The V2_HASH Perfect Money sends for these fields, given the uppercase MD5 of the alternate passphrase. */
export function perfectMoneyV2Hash(fields: PerfectMoneyFields, passphraseMd5Upper: string): Promise<string> {
  const { PAYMENT_ID, PAYEE_ACCOUNT, PAYMENT_AMOUNT, PAYMENT_UNITS, PAYMENT_BATCH_NUM, PAYER_ACCOUNT, TIMESTAMPGMT } = fields
  return md5Upper(
    `${PAYMENT_ID}:${PAYEE_ACCOUNT}:${PAYMENT_AMOUNT}:${PAYMENT_UNITS}:${PAYMENT_BATCH_NUM}:${PAYER_ACCOUNT}:${passphraseMd5Upper}:${TIMESTAMPGMT}`,
  )
}

/** Whether a posted status form carries a V2_HASH that matches its fields; the posted strings are hashed verbatim. */
export async function verifyPerfectMoney(form: Record<string, string>, passphraseMd5Upper: string): Promise<boolean> {
  const { PAYMENT_ID, PAYEE_ACCOUNT, PAYMENT_AMOUNT, PAYMENT_UNITS, PAYMENT_BATCH_NUM, PAYER_ACCOUNT, TIMESTAMPGMT, V2_HASH } = form
  if (!passphraseMd5Upper || !V2_HASH) return false
  if (
    PAYMENT_ID === undefined ||
    PAYEE_ACCOUNT === undefined ||
    PAYMENT_AMOUNT === undefined ||
    PAYMENT_UNITS === undefined ||
    PAYMENT_BATCH_NUM === undefined ||
    PAYER_ACCOUNT === undefined ||
    TIMESTAMPGMT === undefined
  ) {
    return false
  }
  const fields = { PAYMENT_ID, PAYEE_ACCOUNT, PAYMENT_AMOUNT, PAYMENT_UNITS, PAYMENT_BATCH_NUM, PAYER_ACCOUNT, TIMESTAMPGMT }
  return timingSafeEqual(await perfectMoneyV2Hash(fields, passphraseMd5Upper), V2_HASH)
}
