/** PayPal webhook signature, checked offline: RSA-SHA256 by the certificate at cert_url over `id|time|webhookId|crc32(body)`. */
import { utf8 } from './hmac'

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let bit = 0; bit < 8; bit++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c
})

/** CRC-32/ISO-HDLC (the zip/PNG one) of `bytes`, unsigned. */
export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

/** The text PayPal signs for a webhook delivery. */
export function paypalSignedMessage(transmissionId: string, transmissionTime: string, webhookId: string, rawBody: string): string {
  return `${transmissionId}|${transmissionTime}|${webhookId}|${crc32(utf8(rawBody))}`
}

/** The DER bytes of the first certificate in a PEM text. */
export function pemToDer(pem: string): Uint8Array<ArrayBuffer> {
  const match = /-----BEGIN CERTIFICATE-----([A-Za-z0-9+/=\s]+?)-----END CERTIFICATE-----/.exec(pem)
  if (!match?.[1]) throw new Error('no PEM certificate')
  return Uint8Array.from(atob(match[1].replace(/\s+/g, '')), (ch) => ch.charCodeAt(0))
}

type Element = { tag: number; start: number; valueStart: number; end: number }

// One DER TLV at `at`; certificates only use single-byte tags and definite lengths.
function readElement(der: Uint8Array, at: number, limit: number): Element {
  const tag = der[at]
  let length = der[at + 1]
  if (tag === undefined || length === undefined || at + 2 > limit) throw new Error('truncated DER')
  if ((tag & 0x1f) === 0x1f) throw new Error('unsupported DER tag')
  let valueStart = at + 2
  if (length & 0x80) {
    const count = length & 0x7f
    if (count === 0 || count > 4 || valueStart + count > limit) throw new Error('unsupported DER length')
    length = 0
    for (let i = 0; i < count; i++) length = length * 256 + (der[valueStart + i] ?? 0)
    valueStart += count
  }
  const end = valueStart + length
  if (end > limit) throw new Error('truncated DER')
  return { tag, start: at, valueStart, end }
}

function childrenOf(der: Uint8Array, parent: Element): Element[] {
  const children: Element[] = []
  for (let at = parent.valueStart; at < parent.end; ) {
    const child = readElement(der, at, parent.end)
    children.push(child)
    at = child.end
  }
  return children
}

function expectTag(element: Element | undefined, tag: number, name: string): Element {
  if (element?.tag !== tag) throw new Error(`X.509: expected ${name}`)
  return element
}

// UTCTime (YYMMDDHHMMSSZ, YY >= 50 is 19YY) or GeneralizedTime (YYYYMMDDHHMMSSZ), as RFC 5280 requires them.
function readTime(der: Uint8Array, element: Element | undefined): number {
  const text = element ? String.fromCharCode(...der.subarray(element.valueStart, element.end)) : ''
  const pattern = element?.tag === 0x17 ? /^(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})Z$/ : /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})Z$/
  const match = element?.tag === 0x17 || element?.tag === 0x18 ? pattern.exec(text) : null
  if (!match) throw new Error('X.509: bad validity time')
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [number, number, number, number, number, number]
  const fullYear = element?.tag === 0x17 ? (year >= 50 ? 1900 : 2000) + year : year
  const ms = Date.UTC(fullYear, month - 1, day, hour, minute, second)
  // Date.UTC rolls over out-of-range parts (month 13, second 60); a certificate must not have them.
  const date = new Date(ms)
  const parts = [date.getUTCMonth() + 1, date.getUTCDate(), date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds()]
  if (parts.join() !== [month, day, hour, minute, second].join()) throw new Error('X.509: bad validity time')
  return ms
}

/** The public key (SubjectPublicKeyInfo DER) and validity (ms) of an X.509 certificate. */
export function parseCertificate(der: Uint8Array): { spki: Uint8Array<ArrayBuffer>; notBefore: number; notAfter: number } {
  const certificate = expectTag(readElement(der, 0, der.length), 0x30, 'Certificate')
  if (certificate.end !== der.length) throw new Error('X.509: trailing bytes')
  const tbs = expectTag(childrenOf(der, certificate)[0], 0x30, 'tbsCertificate')
  const fields = childrenOf(der, tbs)
  const first = fields[0]?.tag === 0xa0 ? 1 : 0
  expectTag(fields[first], 0x02, 'serialNumber')
  expectTag(fields[first + 1], 0x30, 'signature')
  expectTag(fields[first + 2], 0x30, 'issuer')
  const validity = childrenOf(der, expectTag(fields[first + 3], 0x30, 'validity'))
  expectTag(fields[first + 4], 0x30, 'subject')
  const spki = expectTag(fields[first + 5], 0x30, 'subjectPublicKeyInfo')
  return {
    spki: new Uint8Array(der.subarray(spki.start, spki.end)),
    notBefore: readTime(der, validity[0]),
    notAfter: readTime(der, validity[1]),
  }
}

type CachedCertificate = { key: CryptoKey; notBefore: number; notAfter: number }
// PayPal rotates its signing certificate rarely; a few URLs cover every live one.
const certificates = new Map<string, CachedCertificate>()

async function certificateAt(url: string, fetchCertificate: (url: string) => Promise<string>): Promise<CachedCertificate> {
  const cached = certificates.get(url)
  if (cached) return cached
  const { spki, notBefore, notAfter } = parseCertificate(pemToDer(await fetchCertificate(url)))
  const key = await crypto.subtle.importKey('spki', spki, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, false, ['verify'])
  if (certificates.size >= 16) certificates.clear()
  certificates.set(url, { key, notBefore, notAfter })
  return { key, notBefore, notAfter }
}

/** Whether a cert URL may be trusted: a configured origin, or HTTPS on a PayPal host (TLS vouches for the certificate). */
function trustedCertUrl(certUrl: string, allowedCertOrigins: string[]): boolean {
  if (!URL.canParse(certUrl)) return false
  const url = new URL(certUrl)
  if (allowedCertOrigins.includes(url.origin)) return true
  return url.protocol === 'https:' && (url.hostname.endsWith('.paypal.com') || url.hostname.endsWith('.paypalobjects.com'))
}

/** Whether a PayPal webhook delivery is signed by the certificate at its (trusted) cert URL for our webhook id. */
export async function verifyPaypalWebhook(input: {
  headers: {
    transmissionId: string | null
    transmissionTime: string | null
    transmissionSig: string | null
    certUrl: string | null
    authAlgo: string | null
  }
  rawBody: string
  webhookId: string
  nowMs: number
  allowedCertOrigins: string[]
  fetchCertificate: (url: string) => Promise<string>
}): Promise<boolean> {
  const { transmissionId, transmissionTime, transmissionSig, certUrl, authAlgo } = input.headers
  if (!transmissionId || !transmissionTime || !transmissionSig || !certUrl || !input.webhookId) return false
  if (authAlgo !== 'SHA256withRSA' || !trustedCertUrl(certUrl, input.allowedCertOrigins)) return false
  try {
    const certificate = await certificateAt(certUrl, input.fetchCertificate)
    if (input.nowMs < certificate.notBefore || input.nowMs > certificate.notAfter) return false
    const signature = Uint8Array.from(atob(transmissionSig), (ch) => ch.charCodeAt(0))
    const message = utf8(paypalSignedMessage(transmissionId, transmissionTime, input.webhookId, input.rawBody))
    return await crypto.subtle.verify('RSASSA-PKCS1-v1_5', certificate.key, signature, message)
  } catch {
    // An unreachable or unparsable certificate, or a signature that is not base64: not verified (PayPal retries).
    return false
  }
}
