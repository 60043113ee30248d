import type { Config } from '../../config'
import { fail, ok, type Result } from '../../contract/errors'
import type { Database } from '../../db/client'
import type { Env } from '../../env'
import { type PaypalOrder, paypalCaptureOrder, paypalCreateOrder } from '../../providers/payments/paypal-api'
import type { MoneyAnswer } from '../operations'
import { attachProvider, closeTopup, openTopup, topupByProviderRef } from '../topups'
import { type TopupRow, toTopupView } from '../views'
import { creditPayment, uncredited } from './credit-payment'

export const paypalConfig = (cfg: Config) => ({
  apiUrl: cfg.PAYPAL_API_URL,
  clientId: cfg.PAYPAL_CLIENT_ID,
  clientSecret: cfg.PAYPAL_CLIENT_SECRET,
})
export const paypalOn = (cfg: Config) => Boolean(cfg.PAYPAL_CLIENT_ID && cfg.PAYPAL_CLIENT_SECRET)

type Deps = { env: Env; db: Database; config: Config; now: number; origin: string; vndPerUsd: number }

/** Starts a PayPal payment of `cents` USD: a top-up at today's rate and the order the buyer approves. */
export async function startPaypal(deps: Deps, userId: string, cents: number) {
  const topup = await openTopup(
    deps.db,
    { userId, method: 'paypal', amountXu: 0, paidAmount: cents, currency: 'USD', vndPerUsd: deps.vndPerUsd, content: 'PayPal' },
    deps.now,
  )
  const created = await paypalCreateOrder(paypalConfig(deps.config), {
    reference: topup.id,
    amountCents: cents,
    returnUrl: `${deps.origin}/topup/${topup.id}?provider=paypal`,
    cancelUrl: `${deps.origin}/topup/${topup.id}?cancelled=1`,
  })
  if (!created.ok) {
    await closeTopup(deps.db, topup.id, 'failed', deps.now)
    return fail('CREDIT_ERROR')
  }
  await attachProvider(deps.db, topup.id, created.orderId, created.approveUrl, deps.now)
  return ok({
    orderId: created.orderId,
    approveUrl: created.approveUrl,
    topup: toTopupView({ ...topup, providerRef: created.orderId, payUrl: created.approveUrl }),
  })
}

/** Credits an order whose capture PayPal reports COMPLETED for the amount the top-up was opened with. */
export async function settlePaypalOrder(
  deps: Pick<Deps, 'env' | 'db' | 'now'>,
  topup: TopupRow,
  order: PaypalOrder,
): Promise<Result<MoneyAnswer>> {
  const capture = order.capture
  // Not paid yet: the webhook credits it when PayPal completes it.
  if (!capture || capture.status === 'PENDING') return uncredited(deps.db, topup)
  if (capture.status !== 'COMPLETED') {
    await closeTopup(deps.db, topup.id, 'failed', deps.now)
    return fail('CREDIT_ERROR')
  }
  return creditPayment(
    deps.env,
    topup,
    {
      eventKey: `paypal:capture:${capture.id}`,
      providerEventId: capture.id,
      paidAmount: capture.amountCents,
      currency: capture.currency === 'USD' ? 'USD' : 'VND',
      content: `PayPal ${capture.id}`,
    },
    deps.now,
  )
}

/**
 * The buyer is back from PayPal: capture the order (PayPal's answer is the verified message; the
 * return address itself proves nothing) and credit once. A credited top-up is PAYMENT_ALREADY_DONE.
 */
export async function completePaypal(deps: Deps, userId: string, orderId: string): Promise<Result<MoneyAnswer>> {
  const topup = await topupByProviderRef(deps.db, 'paypal', orderId)
  if (!topup || topup.userId !== userId) return fail('NOT_HAVE_TRANSACTION')
  if (topup.status === 'success' || topup.status === 'reversed') return fail('PAYMENT_ALREADY_DONE')
  const captured = await paypalCaptureOrder(paypalConfig(deps.config), orderId, `capture-${topup.id}`)
  if (!captured.ok) return fail('CREDIT_ERROR')
  return settlePaypalOrder(deps, topup, captured.order)
}
