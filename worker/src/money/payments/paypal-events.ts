import * as v from 'valibot'
import { centsFromDecimal } from '../../contract/money'
import type { Database } from '../../db/client'
import type { Env } from '../../env'
import { closeTopup, topupById } from '../topups'
import { creditPayment } from './credit-payment'

/** The part of a PayPal webhook event we act on (capture resources carry our top-up id as custom_id). */
export const PaypalEvent = v.object({
  id: v.string(),
  event_type: v.string(),
  resource: v.object({
    id: v.string(),
    status: v.optional(v.string()),
    custom_id: v.optional(v.string()),
    invoice_id: v.optional(v.string()),
    amount: v.optional(v.object({ currency_code: v.string(), value: v.string() })),
  }),
})
export type PaypalEvent = v.InferOutput<typeof PaypalEvent>

/** The outcome of a reversal that came before the credit it reverses: PayPal is asked to deliver it again later. */
export const NOT_CREDITED_YET = 'not credited yet'

/**
 * A verified PayPal event: a completed capture credits (once per capture id, also when the buyer never
 * came back to our return page), a denied one fails the top-up, a refund or reversal takes the money
 * back (once per top-up: a refund and a chargeback of one capture are not two debts). Answers what became of it.
 */
export async function receivePaypalEvent(deps: { env: Env; db: Database; now: number }, event: PaypalEvent): Promise<string> {
  const reference = event.resource.custom_id ?? event.resource.invoice_id
  const topup = reference ? await topupById(deps.db, reference) : null
  if (topup?.method !== 'paypal') return 'unmatched'
  const cents = event.resource.amount ? centsFromDecimal(event.resource.amount.value) : null
  switch (event.event_type) {
    case 'PAYMENT.CAPTURE.COMPLETED': {
      if (cents === null) return 'malformed'
      const currency = event.resource.amount?.currency_code === 'USD' ? 'USD' : 'VND'
      const payment = {
        eventKey: `paypal:capture:${event.resource.id}`,
        providerEventId: event.resource.id,
        paidAmount: cents,
        currency,
        content: `PayPal ${event.resource.id}`,
      } as const
      const result = await creditPayment(deps.env, topup, payment, deps.now)
      return result.ok ? 'credited' : `refused ${result.code}`
    }
    case 'PAYMENT.CAPTURE.DENIED':
    case 'PAYMENT.CAPTURE.DECLINED':
      await closeTopup(deps.db, topup.id, 'failed', deps.now)
      return 'failed'
    case 'PAYMENT.CAPTURE.REFUNDED':
    case 'PAYMENT.CAPTURE.REVERSED': {
      const stub = deps.env.USER_ACCOUNT.get(deps.env.USER_ACCOUNT.idFromName(topup.userId))
      const op = {
        kind: 'reverse-topup',
        userId: topup.userId,
        topupId: topup.id,
        eventKey: `paypal:reversal:${topup.id}`,
        content: `PayPal ${event.event_type.split('.').at(-1)?.toLowerCase()} ${event.resource.id}`,
      } as const
      const result = await stub.moneyOp(op, deps.now)
      // Events arrive in any order: a reversal seen before its capture's credit must not be lost.
      if (!result.ok && result.code === 'NOT_HAVE_TRANSACTION' && topup.status === 'processing') return NOT_CREDITED_YET
      return result.ok ? 'reversed' : `refused ${result.code}`
    }
    default:
      return 'ignored'
  }
}
