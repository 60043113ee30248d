import { createExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { expect } from 'vitest'
import { api } from '../src/api/app'
import { cassoSignatureHeader } from '../src/providers/payments/casso'
import keyPem from '../src/providers/payments/fixtures/paypal-test-key.pem?raw'
import { sepaySignature } from '../src/providers/payments/sepay'
import { bearer, call, login, ORIGIN, verifiedCustomer } from './accounts'
import { paymentTestKeys as keys } from './constants'
import { request } from './worker'

/** One HTTP delivery of a provider message, as the provider sends it (tampering is editing a copy). */
export type Delivery = { path: string; headers: Record<string, string>; body: string }

export const deliver = (d: Delivery) => request(d.path, { method: 'POST', headers: d.headers, body: d.body })

/** The same delivery to the API of a deployment configured otherwise (e.g. a method off: its keys ''). */
export function deliverWith(overrides: Partial<Cloudflare.Env>, d: Delivery) {
  const init = { method: 'POST', headers: d.headers, body: d.body }
  return api.fetch(new Request(new URL(d.path, ORIGIN), init), { ...env, ...overrides }, createExecutionContext())
}

/** A signed-in customer: id and bearer headers. */
export async function customer(email = 'buyer@portal.test') {
  await verifiedCustomer(email)
  const { accessToken, user } = await login(email)
  return { userId: user._id, auth: bearer(accessToken) }
}

export async function billCodeOf(auth: Record<string, string>): Promise<string> {
  const response = await call('/api/bill/get-bill', undefined, { headers: auth })
  expect(response.status).toBe(200)
  return ((await response.json()) as { code: string }).code
}

/** The configured rate (an admin's setting), VND per USD. */
export async function setRate(vndPerUsd: number) {
  await env.DB.prepare("INSERT OR REPLACE INTO settings (key, value, updated_at) VALUES ('vndPerUsd', ?, 0)").bind(String(vndPerUsd)).run()
}

/** A user's ledger rows, oldest first: what the transaction history lists. */
export async function ledgerOf(userId: string) {
  return (await env.DB.prepare('SELECT type, amount FROM ledger WHERE user_id = ? ORDER BY rowid').bind(userId).all()).results
}

/** A bank transaction as the bank booked it; SePay and Casso each report it their way. */
export type BankTx = { id: number; reference: string; amount: number; content: string; account?: string; out?: boolean }

export function sepayBody(tx: BankTx): string {
  return JSON.stringify({
    id: tx.id,
    gateway: 'Vietcombank',
    transactionDate: '2025-06-01 12:00:00',
    accountNumber: tx.account ?? '0071000888888',
    code: null,
    content: tx.content,
    transferType: tx.out ? 'out' : 'in',
    transferAmount: tx.amount,
    accumulated: 19_077_000,
    subAccount: null,
    referenceCode: tx.reference,
    description: `BankAPINotify ${tx.content}`,
  })
}

/** SePay's delivery: HMAC-SHA256 over `${seconds}.${body}` (X-SePay-Signature / -Timestamp), or the API key header. */
export async function sepayDelivery(tx: BankTx | string, options: { auth?: 'hmac' | 'apikey'; at?: number } = {}): Promise<Delivery> {
  const body = typeof tx === 'string' ? tx : sepayBody(tx)
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (options.auth === 'apikey') headers.authorization = `Apikey ${keys.SEPAY_API_KEY}`
  else {
    const seconds = Math.floor((options.at ?? Date.now()) / 1000)
    headers['x-sepay-timestamp'] = String(seconds)
    headers['x-sepay-signature'] = await sepaySignature(body, keys.SEPAY_HMAC_SECRET, seconds)
  }
  return { path: '/api/bill/webhook/sepay', headers, body }
}

export function cassoBody(tx: BankTx) {
  return {
    error: 0,
    data: {
      id: tx.id,
      reference: tx.reference,
      description: tx.content,
      amount: tx.out ? -tx.amount : tx.amount,
      runningBalance: 25_000_000,
      transactionDateTime: '2025-06-01 12:00:00',
      accountNumber: tx.account ?? '0071000888888',
      bankName: 'Vietcombank',
      bankAbbreviation: 'VCB',
      virtualAccountNumber: '',
      virtualAccountName: '',
      counterAccountName: 'NGUYEN VAN A',
      counterAccountNumber: '8888888888',
      counterAccountBankId: '970415',
      counterAccountBankName: 'VietinBank',
    },
  }
}

type CassoData = ReturnType<typeof cassoBody>['data']

/** Casso v2's delivery: `X-Casso-Signature: t=<ms>,v1=<HMAC-SHA512 of t.sortedJson>`; `tamper` changes data after signing. */
export async function cassoDelivery(tx: BankTx, options: { at?: number; tamper?: Partial<CassoData> } = {}): Promise<Delivery> {
  const body = cassoBody(tx)
  const signature = await cassoSignatureHeader(body, keys.CASSO_CHECKSUM_KEY, options.at ?? Date.now())
  const sent = JSON.stringify({ ...body, data: { ...body.data, ...options.tamper } })
  return { path: '/api/bill/webhook/casso', headers: { 'content-type': 'application/json', 'x-casso-signature': signature }, body: sent }
}

/** The delivery with fields of its JSON body changed after signing. */
export function withFields(delivery: Delivery, fields: Record<string, unknown>): Delivery {
  return { ...delivery, body: JSON.stringify({ ...JSON.parse(delivery.body), ...fields }) }
}

/** A PayPal webhook event about a capture (or a refund of one) of our top-up `customId`. */
export function paypalEvent(type: string, resource: { id: string; customId: string; value: string }) {
  return {
    id: `WH-${crypto.randomUUID()}`,
    event_version: '1.0',
    create_time: new Date().toISOString(),
    resource_type: type.includes('REFUNDED') || type.includes('REVERSED') ? 'refund' : 'capture',
    event_type: type,
    summary: `${type} for ${resource.value} USD`,
    resource: {
      id: resource.id,
      status: type.split('.').at(-1),
      amount: { currency_code: 'USD', value: resource.value },
      custom_id: resource.customId,
      invoice_id: resource.customId,
    },
  }
}

const keyBytes = Uint8Array.from(atob(keyPem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '')), (ch) => ch.charCodeAt(0))
const signingKey = crypto.subtle.importKey('pkcs8', keyBytes, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, false, ['sign'])

// CRC-32 of the body, taken from a gzip trailer: an implementation independent of the one under test.
async function crc32Of(text: string): Promise<number> {
  const zipped = new Uint8Array(await new Response(new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer())
  return new DataView(zipped.buffer).getUint32(zipped.length - 8, true)
}

/** PayPal's delivery: SHA256withRSA by the fixture key over `id|time|webhookId|crc32(body)`, cert served by the local PayPal. */
export async function paypalDelivery(event: unknown, options: { time?: string; webhookId?: string } = {}): Promise<Delivery> {
  const body = JSON.stringify(event)
  const id = crypto.randomUUID()
  const time = options.time ?? new Date().toISOString()
  const message = new TextEncoder().encode(`${id}|${time}|${options.webhookId ?? keys.PAYPAL_WEBHOOK_ID}|${await crc32Of(body)}`)
  const signature = new Uint8Array(await crypto.subtle.sign('RSASSA-PKCS1-v1_5', await signingKey, message))
  const headers = {
    'content-type': 'application/json',
    'paypal-transmission-id': id,
    'paypal-transmission-time': time,
    'paypal-transmission-sig': btoa(String.fromCharCode(...signature)),
    'paypal-cert-url': `${env.PAYPAL_API_URL}/certs/test-cert.pem`,
    'paypal-auth-algo': 'SHA256withRSA',
  }
  return { path: '/api/user/paypal-webhook', headers, body }
}

/** The buyer approves the order on PayPal's page (the local PayPal's control route). */
export async function approvePaypal(orderId: string, captureStatus?: 'PENDING' | 'DECLINED') {
  const response = await fetch(`${env.PAYPAL_API_URL}/test/orders/${orderId}/approve`, {
    method: 'POST',
    body: JSON.stringify(captureStatus ? { captureStatus } : {}),
  })
  expect(response.status).toBe(200)
}

type PaypalOrder = { purchase_units: { payments?: { captures: { id: string }[] } }[] }

/** The order's capture id as PayPal has it; `capture` first captures it there, as the buyer's JS SDK does, not via our return call. */
export async function paypalCaptureId(orderId: string, options: { capture?: boolean } = {}): Promise<string> {
  const basic = btoa(`${keys.PAYPAL_CLIENT_ID}:${keys.PAYPAL_CLIENT_SECRET}`)
  const grant = {
    method: 'POST',
    headers: { authorization: `Basic ${basic}` },
    body: new URLSearchParams({ grant_type: 'client_credentials' }),
  }
  const { access_token } = (await (await fetch(`${env.PAYPAL_API_URL}/v1/oauth2/token`, grant)).json()) as { access_token: string }
  const url = `${env.PAYPAL_API_URL}/v2/checkout/orders/${orderId}${options.capture ? '/capture' : ''}`
  const headers = { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' }
  const response = await fetch(url, options.capture ? { method: 'POST', headers, body: '{}' } : { headers })
  expect(response.status).toBe(options.capture ? 201 : 200)
  const id = ((await response.json()) as PaypalOrder).purchase_units[0]?.payments?.captures[0]?.id
  if (!id) throw new Error(`order ${orderId} has no capture`)
  return id
}

/** The buyer pays on MoMo: the IPN MoMo then sends, signed by the local MoMo (fields may be overridden before signing). */
export async function momoIpn(orderId: string, overrides: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const response = await fetch(`${env.MOMO_API_URL}/test/payments/${orderId}/pay`, { method: 'POST', body: JSON.stringify(overrides) })
  expect(response.status).toBe(200)
  return ((await response.json()) as { ipn: Record<string, unknown> }).ipn
}

export const momoDelivery = (ipn: unknown): Delivery => ({
  path: '/api/user/momo-ipn',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(ipn),
})
