import type { Config } from '../../config'
import { fail, ok, type Result } from '../../contract/errors'
import { centsFromDecimal, decimalFromCents } from '../../contract/money'
import type { Database } from '../../db/client'
import type { Env } from '../../env'
import type { MoneyAnswer } from '../operations'
import { openTopup, topupById } from '../topups'
import { toTopupView } from '../views'
import { creditPayment } from './credit-payment'

export const perfectMoneyOn = (cfg: Config) => Boolean(cfg.PM_PAYEE_ACCOUNT && cfg.PM_PASSPHRASE_MD5)

type Deps = { env: Env; db: Database; config: Config; now: number; origin: string; vndPerUsd: number }

/**
 * Perfect Money SCI: the top-up and the form the browser posts to Perfect Money. Perfect Money then
 * calls our status address (the only thing that credits) and sends the buyer to a result page.
 */
export async function startPerfectMoney(deps: Deps, userId: string, cents: number) {
  const topup = await openTopup(
    deps.db,
    {
      userId,
      method: 'perfectmoney',
      amountXu: 0,
      paidAmount: cents,
      currency: 'USD',
      vndPerUsd: deps.vndPerUsd,
      content: 'Perfect Money',
    },
    deps.now,
  )
  const fields = {
    PAYEE_ACCOUNT: deps.config.PM_PAYEE_ACCOUNT ?? '',
    PAYEE_NAME: deps.config.PM_PAYEE_NAME ?? 'Proxy Portal',
    PAYMENT_ID: topup.id,
    PAYMENT_AMOUNT: decimalFromCents(cents),
    PAYMENT_UNITS: 'USD',
    STATUS_URL: `${deps.origin}/api/user/perfect-money-complete-payment`,
    PAYMENT_URL: `${deps.origin}/topup/perfectmoney-success?id=${topup.id}`,
    PAYMENT_URL_METHOD: 'GET',
    NOPAYMENT_URL: `${deps.origin}/topup/perfectmoney-failed?id=${topup.id}`,
    NOPAYMENT_URL_METHOD: 'GET',
    SUGGESTED_MEMO: `Top-up ${topup.id.slice(0, 8)}`,
    BAGGAGE_FIELDS: '',
  }
  return ok({ form: { action: deps.config.PM_FORM_URL, fields }, topup: toTopupView(topup) })
}

/** A status callback whose V2_HASH matched: our account, USD, the top-up's amount, then credit once per batch. */
export async function receivePerfectMoney(
  deps: { env: Env; db: Database; config: Config; now: number },
  form: Record<string, string>,
): Promise<Result<MoneyAnswer>> {
  if (form.PAYEE_ACCOUNT !== deps.config.PM_PAYEE_ACCOUNT || form.PAYMENT_UNITS !== 'USD') return fail('INVALID_INPUT')
  const topup = await topupById(deps.db, form.PAYMENT_ID ?? '')
  if (topup?.method !== 'perfectmoney') return fail('NOT_HAVE_TRANSACTION')
  const cents = centsFromDecimal(form.PAYMENT_AMOUNT ?? '')
  const batch = form.PAYMENT_BATCH_NUM ?? ''
  if (cents === null || !batch) return fail('INVALID_INPUT')
  return creditPayment(
    deps.env,
    topup,
    { eventKey: `pm:${batch}`, providerEventId: batch, paidAmount: cents, currency: 'USD', content: `Perfect Money ${batch}` },
    deps.now,
  )
}
