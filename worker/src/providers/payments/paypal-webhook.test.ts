import { describe, expect, it } from 'vitest'
import certPem from './fixtures/paypal-test-cert.pem?raw'
import keyPem from './fixtures/paypal-test-key.pem?raw'
import publicKeyPem from './fixtures/paypal-test-pubkey.pem?raw'
import { utf8 } from './hmac'
import { crc32, parseCertificate, paypalSignedMessage, pemToDer, verifyPaypalWebhook } from './paypal-webhook'

const pemBody = (pem: string) => Uint8Array.from(atob(pem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '')), (ch) => ch.charCodeAt(0))

// `openssl x509 -noout -dates` printed: notBefore=Jan  1 00:00:00 2025 GMT, notAfter=Jan  1 00:00:00 2035 GMT.
const NOT_BEFORE = Date.UTC(2025, 0, 1, 0, 0, 0)
const NOT_AFTER = Date.UTC(2035, 0, 1, 0, 0, 0)
const now = Date.UTC(2025, 5, 1, 12, 0, 30)

const rawBody =
  '{"id":"WH-7Y7254563A4550640-11V2185806837105M","event_type":"PAYMENT.CAPTURE.COMPLETED",' +
  '"resource":{"id":"5O190127TN364715T","amount":{"currency_code":"USD","value":"25.00"},"custom_id":"TOPUP-01JB2ZQ3"}}'
const webhookId = '1JE4291016473214C'
const certUrl = 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-test'
const baseHeaders = {
  transmissionId: 'b2384410-f8d2-11ef-b8b0-2b3e1e6a6a3c',
  transmissionTime: '2025-06-01T12:00:00Z',
  transmissionSig: '',
  certUrl,
  authAlgo: 'SHA256withRSA',
}
// Made independently: the message below piped into `openssl dgst -sha256 -sign fixtures/paypal-test-key.pem | base64`.
const opensslSig =
  'j7UXlbNnTRzGGIJ3UwJBcVXU6WjIDMQlonvMqsW+dmi3IvkUrqskz/JIjnwi10nEJ7uHHQd/QGBoc1Ni8LHTWFuxleZeQ9F1dDfWNn0RW0ZZl2QJHrSfNY/MUjYK+rwnLBK55NaRrRWnlWgDv3mQ4YK+' +
  'KWzHFUiKXvEGTYXv7CvnuUImtKorQNSHK8seomDZbT0/O33wGDn5FTFJeVYPI4pyzUkCVwmimL76fF8+qap2ZUkmRAOCXaup9T6qGGJW4Vd6n1NSY4uSz3omQNdbjYInYmQ1HoxNMhoMKnu1ABdBiQTs4itj' +
  'G5hmM+C/QsakqY1vYVFxryom8CAjtuuR9A=='

async function sign(message: string): Promise<string> {
  const key = await crypto.subtle.importKey('pkcs8', pemBody(keyPem), { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, false, ['sign'])
  return btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.sign('RSASSA-PKCS1-v1_5', key, utf8(message)))))
}

type Input = Parameters<typeof verifyPaypalWebhook>[0]
function input(overrides: Partial<Omit<Input, 'headers'>> & { headers?: Partial<Input['headers']> } = {}): Input {
  return {
    rawBody,
    webhookId,
    nowMs: now,
    allowedCertOrigins: ['http://127.0.0.1:8788'],
    fetchCertificate: async () => certPem,
    ...overrides,
    headers: { ...baseHeaders, ...overrides.headers },
  }
}

/** DER TLV with a definite length, to build certificates the fixture does not cover. */
function der(tag: number, ...parts: Uint8Array[]): Uint8Array {
  const value = Uint8Array.from(parts.flatMap((part) => [...part]))
  const length = value.length < 128 ? [value.length] : [0x82, value.length >> 8, value.length & 0xff]
  return Uint8Array.from([tag, ...length, ...value])
}

const time = (tag: number, text: string) => der(tag, utf8(text))
/** A minimal v1 certificate (serial, empty algorithm and names) around the given validity times and key. */
function v1Certificate(notBefore: Uint8Array, notAfter: Uint8Array, spki?: Uint8Array): Uint8Array {
  const fields = [der(0x02, Uint8Array.of(1)), der(0x30), der(0x30), der(0x30, notBefore, notAfter), der(0x30), ...(spki ? [spki] : [])]
  return der(0x30, der(0x30, ...fields), der(0x30), der(0x03, Uint8Array.of(0)))
}

describe('PayPal webhook message', () => {
  it('uses CRC-32/ISO-HDLC of the raw body, unsigned decimal', () => {
    expect(crc32(utf8('123456789'))).toBe(0xcbf43926)
    expect(crc32(new Uint8Array())).toBe(0)
    // Python's zlib.crc32 of the body gave 432542672.
    expect(paypalSignedMessage(baseHeaders.transmissionId, baseHeaders.transmissionTime, webhookId, rawBody)).toBe(
      'b2384410-f8d2-11ef-b8b0-2b3e1e6a6a3c|2025-06-01T12:00:00Z|1JE4291016473214C|432542672',
    )
  })
})

describe('X.509 walker', () => {
  it('reads the fixture certificate: the dates openssl printed and the key openssl extracted', () => {
    const certificate = parseCertificate(pemToDer(certPem))
    expect(certificate.notBefore).toBe(NOT_BEFORE)
    expect(certificate.notAfter).toBe(NOT_AFTER)
    expect([...certificate.spki]).toEqual([...pemBody(publicKeyPem)])
  })

  it('reads a v1 certificate (no version field) with UTCTime 19xx/20xx and GeneralizedTime', () => {
    const spki = pemBody(publicKeyPem)
    const certificate = parseCertificate(v1Certificate(time(0x17, '500101000000Z'), time(0x18, '20510615123045Z'), spki))
    expect(certificate.notBefore).toBe(Date.UTC(1950, 0, 1))
    expect(certificate.notAfter).toBe(Date.UTC(2051, 5, 15, 12, 30, 45))
    expect([...certificate.spki]).toEqual([...spki])
    expect(parseCertificate(v1Certificate(time(0x17, '491231235959Z'), time(0x17, '491231235959Z'), spki)).notAfter).toBe(
      Date.UTC(2049, 11, 31, 23, 59, 59),
    )
  })

  it('refuses malformed certificates', () => {
    const good = pemToDer(certPem)
    expect(() => parseCertificate(good.subarray(0, good.length - 1))).toThrow()
    expect(() => parseCertificate(Uint8Array.from([...good, 0]))).toThrow()
    expect(() => parseCertificate(new Uint8Array())).toThrow()
    const spki = pemBody(publicKeyPem)
    const valid = time(0x17, '350101000000Z')
    for (const bad of [
      '251301000000Z',
      '250132000000Z',
      '250101240000Z',
      '250101006000Z',
      '250101000060Z',
      '2501010000Z',
      '250101000000',
    ]) {
      expect(() => parseCertificate(v1Certificate(time(0x17, bad), valid, spki)), bad).toThrow(/time/)
    }
    expect(() => parseCertificate(v1Certificate(time(0x04, '250101000000Z'), valid, spki))).toThrow(/time/)
    expect(() => parseCertificate(v1Certificate(valid, valid))).toThrow(/subjectPublicKeyInfo/)
  })

  it('takes the first certificate of a PEM chain, whatever the line endings', () => {
    const der = pemToDer(certPem)
    expect([...pemToDer(`${certPem.replace(/\n/g, '\r\n')}\n${certPem}`)]).toEqual([...der])
    expect(() => pemToDer(publicKeyPem)).toThrow()
  })
})

describe('verifyPaypalWebhook', () => {
  it('accepts a signature made by openssl and one made by WebCrypto', async () => {
    expect(await verifyPaypalWebhook(input({ headers: { transmissionSig: opensslSig } }))).toBe(true)
    const message = paypalSignedMessage(baseHeaders.transmissionId, baseHeaders.transmissionTime, webhookId, rawBody)
    expect(await verifyPaypalWebhook(input({ headers: { transmissionSig: await sign(message) } }))).toBe(true)
  })

  it('refuses a changed body, header field or webhook id', async () => {
    const ok = input({ headers: { transmissionSig: opensslSig } })
    expect(await verifyPaypalWebhook({ ...ok, rawBody: rawBody.replace('25.00', '2500') })).toBe(false)
    expect(await verifyPaypalWebhook({ ...ok, webhookId: '1JE4291016473214D' })).toBe(false)
    expect(await verifyPaypalWebhook({ ...ok, webhookId: '' })).toBe(false)
    expect(await verifyPaypalWebhook({ ...ok, headers: { ...ok.headers, transmissionId: `${baseHeaders.transmissionId}0` } })).toBe(false)
    expect(await verifyPaypalWebhook({ ...ok, headers: { ...ok.headers, transmissionTime: '2025-06-01T12:00:01Z' } })).toBe(false)
  })

  it('refuses missing headers, other algorithms and bad signatures', async () => {
    const ok = input({ headers: { transmissionSig: opensslSig } })
    for (const name of Object.keys(baseHeaders) as (keyof Input['headers'])[]) {
      expect(await verifyPaypalWebhook({ ...ok, headers: { ...ok.headers, [name]: null } }), name).toBe(false)
    }
    for (const authAlgo of ['SHA1withRSA', 'SHA512withRSA', 'sha256withrsa', 'RS256']) {
      expect(await verifyPaypalWebhook({ ...ok, headers: { ...ok.headers, authAlgo } }), authAlgo).toBe(false)
    }
    const flipped = `${opensslSig.slice(0, 10)}${opensslSig[10] === 'A' ? 'B' : 'A'}${opensslSig.slice(11)}`
    expect(await verifyPaypalWebhook({ ...ok, headers: { ...ok.headers, transmissionSig: flipped } })).toBe(false)
    expect(await verifyPaypalWebhook({ ...ok, headers: { ...ok.headers, transmissionSig: 'not base64!' } })).toBe(false)
    expect(await verifyPaypalWebhook({ ...ok, headers: { ...ok.headers, transmissionSig: await sign('something else') } })).toBe(false)
  })

  it('fetches certificates only from PayPal hosts over HTTPS or from allowed origins', async () => {
    const at = (url: string) => input({ headers: { transmissionSig: opensslSig, certUrl: url } })
    expect(await verifyPaypalWebhook(at('https://api.paypal.com/v1/notifications/certs/CERT-1'))).toBe(true)
    expect(await verifyPaypalWebhook(at('https://www.paypalobjects.com/certs/CERT-1'))).toBe(true)
    expect(await verifyPaypalWebhook(at('http://127.0.0.1:8788/v1/notifications/certs/CERT-1'))).toBe(true)
    for (const url of [
      'http://api.paypal.com/v1/notifications/certs/CERT-1',
      'https://evil.example/v1/notifications/certs/CERT-1',
      'https://paypal.com.evil.example/certs/CERT-1',
      'https://evilpaypal.com/certs/CERT-1',
      'https://evil.example/.paypal.com/certs/CERT-1',
      'http://127.0.0.1:8789/v1/notifications/certs/CERT-1',
      'not a url',
    ]) {
      expect(await verifyPaypalWebhook(at(url)), url).toBe(false)
    }
  })

  it('refuses outside the certificate validity', async () => {
    const at = (nowMs: number) => input({ headers: { transmissionSig: opensslSig }, nowMs })
    expect(await verifyPaypalWebhook(at(NOT_AFTER))).toBe(true)
    expect(await verifyPaypalWebhook(at(NOT_AFTER + 1))).toBe(false)
    expect(await verifyPaypalWebhook(at(NOT_BEFORE - 1))).toBe(false)
  })

  it('caches certificates by URL, and not failures', async () => {
    const url = 'https://api.paypal.com/v1/notifications/certs/CERT-cache-test'
    let calls = 0
    const failing = input({ headers: { transmissionSig: opensslSig, certUrl: url }, fetchCertificate: async () => 'not a certificate' })
    expect(await verifyPaypalWebhook(failing)).toBe(false)
    const counting = {
      ...failing,
      fetchCertificate: async () => {
        calls++
        return certPem
      },
    }
    expect(await verifyPaypalWebhook(counting)).toBe(true)
    expect(await verifyPaypalWebhook(counting)).toBe(true)
    expect(calls).toBe(1)
  })
})
