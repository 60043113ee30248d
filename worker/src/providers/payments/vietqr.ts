/** VietQR (NAPAS profile of the EMVCo merchant-presented QR): the payload a banking app scans to prefill a transfer. */
import { utf8 } from './hmac'

const NAPAS_GUID = 'A000000727'
const SERVICE_TO_ACCOUNT = 'QRIBFTTA'

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection) over the UTF-8 bytes, as 4 uppercase hex digits. */
export function crc16Ccitt(text: string): string {
  let crc = 0xffff
  for (const byte of utf8(text)) {
    crc ^= byte << 8
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
  }
  return crc.toString(16).toUpperCase().padStart(4, '0')
}

// EMVCo lengths are two decimal digits, so a value can never exceed 99 characters.
function tlv(tag: string, value: string): string {
  if (value.length > 99) throw new RangeError(`VietQR field ${tag} is longer than 99 characters`)
  return `${tag}${String(value.length).padStart(2, '0')}${value}`
}

/** The EMVCo/NAPAS payload for a transfer to `accountNumber` at the bank `bankBin`, optionally with a fixed amount (VND) and purpose. */
export function vietQrPayload(input: { bankBin: string; accountNumber: string; amount?: number; purpose?: string }): string {
  const { bankBin, accountNumber, amount, purpose } = input
  if (!/^\d{6}$/.test(bankBin)) throw new RangeError('bankBin must be 6 digits')
  // NAPAS allows up to 19 letters/digits for an account (or card) number.
  if (!/^[A-Za-z0-9]{1,19}$/.test(accountNumber)) throw new RangeError('accountNumber must be 1-19 letters or digits')
  if (amount !== undefined && !(Number.isSafeInteger(amount) && amount > 0)) throw new RangeError('amount must be a positive safe integer')
  // Banks echo the purpose into the transfer content; anything beyond A-Z0-9 and space gets mangled or refused.
  if (purpose !== undefined && !/^[A-Z0-9 ]{1,25}$/.test(purpose)) throw new RangeError('purpose must be 1-25 of A-Z, 0-9 and space')

  const beneficiary = tlv('00', bankBin) + tlv('01', accountNumber)
  const merchantAccount = tlv('00', NAPAS_GUID) + tlv('01', beneficiary) + tlv('02', SERVICE_TO_ACCOUNT)
  let payload = tlv('00', '01') + tlv('01', amount === undefined ? '11' : '12') + tlv('38', merchantAccount) + tlv('53', '704')
  if (amount !== undefined) payload += tlv('54', String(amount))
  payload += tlv('58', 'VN')
  if (purpose !== undefined) payload += tlv('62', tlv('08', purpose))
  // The checksum covers its own tag and length ('6304') as well.
  payload += '6304'
  return payload + crc16Ccitt(payload)
}
