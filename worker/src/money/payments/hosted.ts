import type { Config } from '../../config'
import { fail, ok, type Result } from '../../contract/errors'
import type { TopupMethod } from '../../contract/ledger'
import type { Database } from '../../db/client'
import type { Env } from '../../env'
import { type HostedOrder, hostedCreateOrder, hostedGetOrder } from '../../providers/payments/hosted-checkout-api'
import type { MoneyAnswer } from '../operations'
import { attachProvider, closeTopup, openTopup, topupByProviderRef } from '../topups'
import { type TopupRow, toTopupView } from '../views'
import { creditPayment, uncredited } from './credit-payment'

export const hostedGateways = ['bytepay', 'tazapay', 'zpayment'] as const
export type HostedGateway = (typeof hostedGateways)[number]

/** Each gateway's settings; one adapter shape serves all three. */
export function hostedConfig(cfg: Config, name: HostedGateway) {
  const keys = {
    bytepay: [cfg.BYTEPAY_API_URL, cfg.BYTEPAY_API_KEY, cfg.BYTEPAY_WEBHOOK_SECRET],
    tazapay: [cfg.TAZAPAY_API_URL, cfg.TAZAPAY_API_KEY, cfg.TAZAPAY_WEBHOOK_SECRET],
    zpayment: [cfg.ZPAYMENT_API_URL, cfg.ZPAYMENT_API_KEY, cfg.ZPAYMENT_WEBHOOK_SECRET],
  }[name]
  return { name, apiUrl: keys[0], apiKey: keys[1], webhookSecret: keys[2] }
}
export const hostedOn = (cfg: Config, name: HostedGateway) => Boolean(hostedConfig(cfg, name).apiUrl && hostedConfig(cfg, name).apiKey)

type Deps = { env: Env; db: Database; config: Config; now: number; origin: string; vndPerUsd: number }

/** A hosted checkout of `cents` USD at one of the gateways: the top-up and the gateway's page. */
export async function startHosted(deps: Deps, name: HostedGateway, userId: string, cents: number, country?: string) {
  const topup = await openTopup(
    deps.db,
    { userId, method: name as TopupMethod, amountXu: 0, paidAmount: cents, currency: 'USD', vndPerUsd: deps.vndPerUsd, content: name },
    deps.now,
  )
  const created = await hostedCreateOrder(hostedConfig(deps.config, name), {
    reference: topup.id,
    amount: cents,
    currency: 'USD',
    returnUrl: `${deps.origin}/topup/${topup.id}?provider=${name}`,
    notifyUrl: `${deps.origin}/api/user/${name}-webhook`,
    country,
  })
  if (!created.ok) {
    // Configured but refusing (or unreachable): a payment error, as for cards, not "off".
    await closeTopup(deps.db, topup.id, 'failed', deps.now)
    return fail('CREDIT_ERROR')
  }
  await attachProvider(deps.db, topup.id, created.order.id, created.order.checkoutUrl, deps.now)
  return ok({
    orderId: created.order.id,
    checkoutUrl: created.order.checkoutUrl,
    topup: toTopupView({ ...topup, payUrl: created.order.checkoutUrl }),
  })
}

/** An order as the gateway reports it (its API or a verified webhook): paid credits once. */
export async function settleHostedOrder(
  deps: { env: Env; db: Database; now: number },
  topup: TopupRow,
  order: HostedOrder,
): Promise<Result<MoneyAnswer>> {
  if (order.status === 'failed' || order.status === 'cancelled') {
    await closeTopup(deps.db, topup.id, order.status, deps.now)
    return uncredited(deps.db, { ...topup, status: topup.status === 'processing' ? order.status : topup.status })
  }
  if (order.status !== 'paid' || order.reference !== topup.id) return uncredited(deps.db, topup)
  const payment = {
    eventKey: `${topup.method}:${order.id}`,
    providerEventId: order.id,
    paidAmount: order.amount,
    currency: order.currency === 'USD' ? 'USD' : 'VND',
    content: `${topup.method} ${order.id}`,
  } as const
  return creditPayment(deps.env, topup, payment, deps.now)
}

/** `bytepay-complete-order`: the buyer is back; the gateway's API says whether the order was paid. */
export async function completeHosted(deps: Deps, name: HostedGateway, userId: string, orderId: string): Promise<Result<MoneyAnswer>> {
  const topup = await topupByProviderRef(deps.db, name as TopupMethod, orderId)
  if (!topup || topup.userId !== userId) return fail('NOT_HAVE_TRANSACTION')
  if (topup.status === 'success') return fail('PAYMENT_ALREADY_DONE')
  const fetched = await hostedGetOrder(hostedConfig(deps.config, name), orderId)
  if (!fetched.ok) return fail('CREDIT_ERROR')
  return settleHostedOrder(deps, topup, fetched.order)
}
