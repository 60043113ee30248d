import type { Config } from '../../config'
import { fail, ok, type Result } from '../../contract/errors'
import type { Database } from '../../db/client'
import type { Env } from '../../env'
import { type CardSession, cardCreateSession, cardExpireSession, cardGetSession } from '../../providers/payments/card-api'
import type { MoneyAnswer } from '../operations'
import { attachProvider, closeTopup, openTopup, topupByProviderRef } from '../topups'
import { type TopupRow, toTopupView } from '../views'
import { creditPayment, uncredited } from './credit-payment'

const cardConfig = (cfg: Config) => ({ apiUrl: cfg.CARD_API_URL, secretKey: cfg.CARD_SECRET_KEY })
export const cardOn = (cfg: Config) => Boolean(cfg.CARD_SECRET_KEY)

type Deps = { env: Env; db: Database; config: Config; now: number; origin: string; vndPerUsd: number }

/** A hosted card checkout for `amount` đồng; CREDIT_ERROR when the card provider refuses. */
export async function startCard(deps: Deps, userId: string, amount: number) {
  const topup = await openTopup(
    deps.db,
    { userId, method: 'card', amountXu: amount, paidAmount: amount, currency: 'VND', vndPerUsd: deps.vndPerUsd, content: 'Card' },
    deps.now,
  )
  const created = await cardCreateSession(cardConfig(deps.config), {
    reference: topup.id,
    amount,
    currency: 'vnd',
    successUrl: `${deps.origin}/topup/${topup.id}?provider=card`,
    cancelUrl: `${deps.origin}/topup/${topup.id}?cancelled=1`,
  })
  if (!created.ok) {
    await closeTopup(deps.db, topup.id, 'failed', deps.now)
    return fail('CREDIT_ERROR')
  }
  await attachProvider(deps.db, topup.id, created.session.id, created.session.url, deps.now)
  return ok({ id: topup.id, url: created.session.url, topup: toTopupView({ ...topup, payUrl: created.session.url }) })
}

/** A session the provider reports (its API or a verified webhook): paid credits once, expired cancels. */
export async function settleCardSession(
  deps: { env: Env; db: Database; now: number },
  topup: TopupRow,
  session: CardSession,
): Promise<Result<MoneyAnswer>> {
  if (session.status === 'expired') {
    await closeTopup(deps.db, topup.id, 'cancelled', deps.now)
    return uncredited(deps.db, { ...topup, status: topup.status === 'processing' ? 'cancelled' : topup.status })
  }
  if (session.status !== 'complete' || session.paymentStatus !== 'paid') return uncredited(deps.db, topup)
  // Only this checkout, in đồng, pays this top-up; anything else is kept for an admin.
  if (session.currency.toLowerCase() !== 'vnd' || session.reference !== topup.id) return fail('INVALID_INPUT')
  const payment = {
    eventKey: `card:${session.id}`,
    providerEventId: session.id,
    paidAmount: session.amountTotal,
    currency: 'VND',
    content: `Card ${session.id}`,
  } as const
  return creditPayment(deps.env, topup, payment, deps.now)
}

/** `check-payment-credit/{id}`: asks the provider about the user's card top-up and acts on its answer. */
export async function checkCard(deps: Deps, topup: TopupRow): Promise<Result<MoneyAnswer>> {
  if (topup.method !== 'card' || !topup.providerRef) return fail('NOT_HAVE_TRANSACTION')
  if (topup.status !== 'processing') return uncredited(deps.db, topup)
  const fetched = await cardGetSession(cardConfig(deps.config), topup.providerRef)
  if (!fetched.ok) return fail('CREDIT_ERROR')
  return settleCardSession(deps, topup, fetched.session)
}

/**
 * `cancle-payment-credit/{id}`: ends an unpaid card checkout. A paid one is PAYMENT_ALREADY_DONE, and
 * when the payment went through before its webhook came, it is credited now rather than lost.
 */
export async function cancelCard(deps: Deps, topup: TopupRow): Promise<Result<MoneyAnswer>> {
  if (topup.method !== 'card' || !topup.providerRef) return fail('NOT_HAVE_TRANSACTION')
  if (topup.status === 'success' || topup.status === 'reversed') return fail('PAYMENT_ALREADY_DONE')
  const cfg = cardConfig(deps.config)
  const current = await cardGetSession(cfg, topup.providerRef)
  if (!current.ok) return fail('CREDIT_ERROR')
  if (current.session.status === 'complete') {
    const settled = await settleCardSession(deps, topup, current.session)
    return settled.ok ? fail('PAYMENT_ALREADY_DONE') : settled
  }
  const ended = current.session.status === 'open' ? await cardExpireSession(cfg, topup.providerRef) : current
  if (!ended.ok) return fail('CREDIT_ERROR')
  return settleCardSession(deps, topup, ended.session)
}

export const cardTopupOf = (db: Database, sessionId: string) => topupByProviderRef(db, 'card', sessionId)
