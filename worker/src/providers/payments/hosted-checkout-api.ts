import { providerCall } from './provider-call'
/**
 * One adapter for the hosted checkout gateways of the bytepay, tazapay and zpayment kind: create an order, send the
 * buyer to its checkout URL, read it back. Their webhook is checked with hosted-checkout-signature.ts. Off unless
 * both the API URL and key are set; a failure is logged and answered as such.
 */
export type HostedCheckoutConfig = { name: 'bytepay' | 'tazapay' | 'zpayment'; apiUrl?: string; apiKey?: string; webhookSecret?: string }

/** An order at the gateway. `amount` is in the currency's minor unit as we use it: US cents, or whole VND. */
export type HostedOrder = {
  id: string
  checkoutUrl: string | null
  status: 'pending' | 'paid' | 'failed' | 'cancelled'
  amount: number
  currency: string
  reference: string
}

/** An order, or off, or failed (`status` when the gateway answered). */
export type HostedOrderResult =
  | { ok: true; order: HostedOrder }
  | { ok: false; reason: 'off' }
  | { ok: false; reason: 'failed'; status?: number }

const STATUSES: readonly string[] = ['pending', 'paid', 'failed', 'cancelled']

/** Creates an order for `reference`; the reference is the idempotency key, so a retry gets the same order. */
export async function hostedCreateOrder(
  cfg: HostedCheckoutConfig,
  input: { reference: string; amount: number; currency: 'USD' | 'VND'; returnUrl: string; notifyUrl: string; country?: string },
  fetcher: typeof fetch = fetch,
): Promise<HostedOrderResult> {
  if (!cfg.apiUrl || !cfg.apiKey) return { ok: false, reason: 'off' }
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new RangeError(`not a positive amount: ${input.amount}`)
  const { reference, amount, currency, country } = input
  return call(cfg, fetcher, 'create order', '/v1/orders', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': reference },
    body: JSON.stringify({ reference, amount, currency, return_url: input.returnUrl, notify_url: input.notifyUrl, country }),
  })
}

/** Reads an order: whether it was paid, and for how much. */
export function hostedGetOrder(cfg: HostedCheckoutConfig, id: string, fetcher: typeof fetch = fetch): Promise<HostedOrderResult> {
  return call(cfg, fetcher, 'get order', `/v1/orders/${encodeURIComponent(id)}`, { method: 'GET' })
}

async function call(
  cfg: HostedCheckoutConfig,
  fetcher: typeof fetch,
  action: string,
  path: string,
  init: RequestInit,
): Promise<HostedOrderResult> {
  if (!cfg.apiUrl || !cfg.apiKey) return { ok: false, reason: 'off' }
  const headers = { ...(init.headers as Record<string, string>), authorization: `Bearer ${cfg.apiKey}` }
  const answer = await providerCall(
    `${cfg.name} ${action}`,
    fetcher,
    `${cfg.apiUrl.replace(/\/+$/, '')}${path}`,
    { ...init, headers },
    parseOrder,
  )
  return answer.ok ? { ok: true, order: answer.value } : answer
}

function parseOrder(text: string): HostedOrder | null {
  let body: Record<string, unknown>
  try {
    body = JSON.parse(text)
  } catch {
    return null
  }
  const { id, checkout_url, status, amount, currency, reference } = body ?? {}
  if (typeof id !== 'string' || typeof reference !== 'string' || typeof currency !== 'string') return null
  if (typeof status !== 'string' || !STATUSES.includes(status) || typeof amount !== 'number' || !Number.isSafeInteger(amount)) return null
  const checkoutUrl = typeof checkout_url === 'string' ? checkout_url : null
  return { id, checkoutUrl, status: status as HostedOrder['status'], amount, currency, reference }
}
