import type { PaypalConfig } from './paypal-api'
import { authorized, isAnswer, isOk, readyConfig } from './paypal-http'
import { record } from './provider-call'

/**
 * PayPal webhooks, verified as PayPal documents it (ADR 0022): its verify-webhook-signature call gets the
 * transmission headers, our webhook id and the event exactly as received, and PayPal checks the signature
 * with its own certificate chain. We fetch no certificate; a cert URL that is not PayPal's is refused
 * before anything is sent.
 */
export type PaypalWebhookHeaders = {
  transmissionId: string | null
  transmissionTime: string | null
  transmissionSig: string | null
  certUrl: string | null
  authAlgo: string | null
}

/** verified; refused (a forgery, or not for our webhook); unavailable (PayPal did not answer: it delivers again). */
export type PaypalWebhookCheck = 'verified' | 'refused' | 'unavailable'

/** A PayPal host over HTTPS, or the configured API's origin (the sandbox, or a local stand-in). */
export function paypalCertUrl(certUrl: string, apiUrl: string): boolean {
  if (!URL.canParse(certUrl)) return false
  const url = new URL(certUrl)
  if (URL.canParse(apiUrl) && url.origin === new URL(apiUrl).origin) return true
  return url.protocol === 'https:' && (url.hostname === 'paypal.com' || url.hostname.endsWith('.paypal.com'))
}

export async function verifyPaypalWebhook(
  cfg: PaypalConfig,
  input: { headers: PaypalWebhookHeaders; rawBody: string; webhookId: string },
  fetcher: typeof fetch = fetch,
): Promise<PaypalWebhookCheck> {
  const { transmissionId, transmissionTime, transmissionSig, certUrl, authAlgo } = input.headers
  const ready = readyConfig(cfg)
  if (!ready || !transmissionId || !transmissionTime || !transmissionSig || !certUrl || !input.webhookId) return 'refused'
  if (authAlgo !== 'SHA256withRSA' || !paypalCertUrl(certUrl, cfg.apiUrl) || !isJsonObject(input.rawBody)) return 'refused'
  const fields = {
    auth_algo: authAlgo,
    cert_url: certUrl,
    transmission_id: transmissionId,
    transmission_sig: transmissionSig,
    transmission_time: transmissionTime,
    webhook_id: input.webhookId,
  }
  // The event goes in as received, byte for byte: PayPal's CRC is of those bytes, and re-encoding can change them.
  const body = `${JSON.stringify(fields).slice(0, -1)},"webhook_event":${input.rawBody}}`
  const what = 'PayPal verify-webhook-signature'
  const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body }
  const answer = await authorized(ready, fetcher, what, '/v1/notifications/verify-webhook-signature', init)
  if (!isAnswer(answer)) return 'unavailable'
  if (answer.status >= 500 || answer.status === 429) return 'unavailable'
  if (!isOk(answer)) return 'refused'
  return record(answer.body)?.verification_status === 'SUCCESS' ? 'verified' : 'refused'
}

function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
  } catch {
    return false
  }
}
