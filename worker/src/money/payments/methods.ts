import type { Config } from '../../config'
import type { BankAccount } from '../../contract/billing'
import type { TopupMethod } from '../../contract/ledger'
import { cardOn } from './card'
import { hostedOn } from './hosted'
import { momoOn } from './momo'
import { paypalOn } from './paypal'
import { perfectMoneyOn } from './perfect-money'
import { usdtOn } from './usdt'

/** A bank account to pay into, and a webhook that reports what arrives there. */
export const bankOn = (cfg: Config, bankAccounts: BankAccount[]) =>
  bankAccounts.length > 0 && Boolean(cfg.SEPAY_API_KEY || cfg.SEPAY_HMAC_SECRET || cfg.CASSO_CHECKSUM_KEY)

/** Which top-up methods this deployment has configured; the others stay off (and hidden). */
export function paymentMethods(cfg: Config, bankAccounts: BankAccount[]): Record<TopupMethod, boolean> {
  return {
    bank: bankOn(cfg, bankAccounts),
    paypal: paypalOn(cfg),
    momo: momoOn(cfg),
    perfectmoney: perfectMoneyOn(cfg),
    usdt: usdtOn(cfg),
    card: cardOn(cfg),
    bytepay: hostedOn(cfg, 'bytepay'),
    tazapay: hostedOn(cfg, 'tazapay'),
    zpayment: hostedOn(cfg, 'zpayment'),
  }
}
