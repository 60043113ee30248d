import { env } from 'cloudflare:workers'
import { expect } from 'vitest'
import type { TopupView } from '../src/contract/ledger'
import type { MoneyAnswer } from '../src/money/operations'
import { type Customer, okJson, userCall } from './payment-helpers'
import { request } from './worker'

/** The card flow as the portal and the card provider's stand-in (test/servers/card-api.ts) drive it. */
export type CardStarted = { id: string; url: string; topup: TopupView; sessionId: string }

export async function startCard(who: Customer, amount: number): Promise<CardStarted> {
  const started = await okJson<Omit<CardStarted, 'sessionId'>>(userCall(who, '/api/user/payment-credit-card', { amount }))
  return { ...started, sessionId: started.url.split('/').at(-1) ?? '' }
}

/** The buyer pays at the provider: the session completes; answers the webhook event and its Stripe-Signature. */
export async function buyerPays(sessionId: string): Promise<{ event: string; signature: string }> {
  const response = await fetch(`${env.CARD_API_URL}/test/sessions/${encodeURIComponent(sessionId)}/pay`, { method: 'POST' })
  expect(response.status).toBe(200)
  return (await response.json()) as { event: string; signature: string }
}

/** The provider delivering a webhook. */
export const cardWebhook = (raw: string, signature?: string) =>
  request('/api/user/credit-card-webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature && { 'stripe-signature': signature }) },
    body: raw,
  })

export const checkCard = (who: Customer, id: string) => userCall(who, `/api/user/check-payment-credit/${id}`)
export const cancelCard = (who: Customer, id: string) => userCall(who, `/api/user/cancle-payment-credit/${id}`, undefined, 'DELETE')

/** A card top-up paid and credited the way the buyer's return does it (the provider confirms through its API). */
export async function paidCardTopup(who: Customer, amount: number): Promise<TopupView> {
  const started = await startCard(who, amount)
  await buyerPays(started.sessionId)
  const answer = await okJson<MoneyAnswer>(checkCard(who, started.id))
  expect(answer.topup).toMatchObject({ status: 'success' })
  return answer.topup as TopupView
}
