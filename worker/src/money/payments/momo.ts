import type { Config } from '../../config'
import { fail, ok, type Result } from '../../contract/errors'
import type { Database } from '../../db/client'
import type { Env } from '../../env'
import { momoCreatePayment } from '../../providers/payments/momo-api'
import type { MoneyAnswer } from '../operations'
import { attachProvider, closeTopup, openTopup, topupById } from '../topups'
import { toTopupView } from '../views'
import { creditPayment } from './credit-payment'

const momoConfig = (cfg: Config) => ({
  apiUrl: cfg.MOMO_API_URL,
  partnerCode: cfg.MOMO_PARTNER_CODE,
  accessKey: cfg.MOMO_ACCESS_KEY,
  secretKey: cfg.MOMO_SECRET_KEY,
})
export const momoOn = (cfg: Config) => Boolean(cfg.MOMO_PARTNER_CODE && cfg.MOMO_ACCESS_KEY && cfg.MOMO_SECRET_KEY)

type Deps = { env: Env; db: Database; config: Config; now: number; origin: string; vndPerUsd: number; locale: 'vi' | 'en' }

/** A Momo wallet payment of `amount` đồng: the top-up, and MoMo's payment page; MOMO_ERROR when MoMo refuses. */
export async function startMomo(deps: Deps, userId: string, amount: number) {
  const topup = await openTopup(
    deps.db,
    { userId, method: 'momo', amountXu: amount, paidAmount: amount, currency: 'VND', vndPerUsd: deps.vndPerUsd, content: 'MoMo' },
    deps.now,
  )
  const created = await momoCreatePayment(momoConfig(deps.config), {
    orderId: topup.id,
    requestId: topup.id,
    amount,
    orderInfo: `Top-up ${topup.id.slice(0, 8)}`,
    redirectUrl: `${deps.origin}/topup/${topup.id}?provider=momo`,
    ipnUrl: `${deps.origin}/api/user/momo-ipn`,
    lang: deps.locale,
  })
  if (!created.ok) {
    await closeTopup(deps.db, topup.id, 'failed', deps.now)
    return fail('MOMO_ERROR')
  }
  await attachProvider(deps.db, topup.id, topup.id, created.payUrl, deps.now)
  return ok({ payUrl: created.payUrl, topup: toTopupView({ ...topup, payUrl: created.payUrl }) })
}

/** A MoMo IPN whose signature was verified: for our partner code and top-up, at its amount; resultCode 0 credits. */
export async function receiveMomoIpn(
  deps: { env: Env; db: Database; config: Config; now: number },
  ipn: { partnerCode: string; orderId: string; amount: number; transId: string; resultCode: number },
): Promise<Result<MoneyAnswer> | { ok: false; code: 'ignored' }> {
  if (ipn.partnerCode !== deps.config.MOMO_PARTNER_CODE) return fail('MOMO_ERROR')
  const topup = await topupById(deps.db, ipn.orderId)
  if (topup?.method !== 'momo') return fail('NOT_HAVE_TRANSACTION')
  if (ipn.resultCode !== 0) {
    await closeTopup(deps.db, topup.id, 'failed', deps.now)
    return { ok: false, code: 'ignored' }
  }
  return creditPayment(
    deps.env,
    topup,
    {
      eventKey: `momo:${ipn.transId}`,
      providerEventId: ipn.transId,
      paidAmount: ipn.amount,
      currency: 'VND',
      content: `MoMo ${ipn.transId}`,
    },
    deps.now,
  )
}
