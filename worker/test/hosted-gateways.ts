import { env } from 'cloudflare:workers'
import { expect } from 'vitest'
import type { TopupView } from '../src/contract/ledger'
import type { HostedGateway } from '../src/money/payments/hosted'
import { type Customer, okJson, userCall } from './payment-helpers'
import { request } from './worker'

/** The hosted-checkout flow as the portal and the gateways' stand-ins (test/servers/hosted-checkout.ts) drive it. */
export const gateways = ['bytepay', 'tazapay', 'zpayment'] as const satisfies readonly HostedGateway[]

export const gatewayUrl = (name: HostedGateway) =>
  ({ bytepay: env.BYTEPAY_API_URL, tazapay: env.TAZAPAY_API_URL, zpayment: env.ZPAYMENT_API_URL })[name]

export type HostedStarted = { orderId: string; checkoutUrl: string; topup: TopupView }

export const startHosted = (who: Customer, name: HostedGateway, amount: number) =>
  okJson<HostedStarted>(userCall(who, `/api/user/${name}-create-order`, { amount }))

export type GatewayWebhook = { body: string; signature: string; notifyUrl: string }

/** The buyer at the gateway pays (or fails, or cancels): answers the webhook the gateway sends. */
export async function buyerAtGateway(name: HostedGateway, orderId: string, outcome: 'pay' | 'fail' | 'cancel' = 'pay') {
  const response = await fetch(`${gatewayUrl(name)}/test/orders/${encodeURIComponent(orderId)}/${outcome}`, { method: 'POST' })
  expect(response.status).toBe(200)
  return ((await response.json()) as { webhook: GatewayWebhook }).webhook
}

/** The gateway delivering a webhook to the address it was given (a null signature: no X-Signature header). */
export const deliver = (webhook: GatewayWebhook, body = webhook.body, signature: string | null = webhook.signature) =>
  request(new URL(webhook.notifyUrl).pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature !== null && { 'x-signature': signature }) },
    body,
  })

export const completeBytepay = (who: Customer, orderId: string) => userCall(who, '/api/user/bytepay-complete-order', { orderId })
