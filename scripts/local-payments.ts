/**
 * Local mode's payment sandboxes: every payment method can be tried under `npm start` (and the browser suites run
 * them the same way). Each is the stand-in the Worker tests use (worker/test/servers), speaking its provider's
 * documented protocol with signatures, plus the provider's own page where the buyer pays or cancels. They run in
 * Node beside wrangler; the Worker knows them only through the vars below, which nothing but local mode sets, so
 * a production build holds none of it (scripts/check-production-bundle.ts).
 */
import { paymentTestKeys as keys } from '../worker/test/constants.ts'
import { startCardApi } from '../worker/test/servers/card-api.ts'
import { startHostedCheckout } from '../worker/test/servers/hosted-checkout.ts'
import { startMomoApi } from '../worker/test/servers/momo-api.ts'
import { startPaypalApi } from '../worker/test/servers/paypal-api.ts'
import { startPerfectMoney } from '../worker/test/servers/perfect-money.ts'
import { startTrongrid } from '../worker/test/servers/trongrid.ts'

export type LocalPayments = {
  /** The Worker's vars that switch every method on against its sandbox. */
  vars: Record<string, string>
  /** Where a person tries each one (printed by `npm start`). */
  pages: { usdtSend: string; usdtAddress: string }
  /** Every sandbox's origin (the browser suites let their pages through). */
  urls: string[]
  close: () => Promise<void>
}

/** Starts the sandboxes for a Worker that will answer at `workerUrl` (the card's webhook endpoint is configured, not sent). */
export async function startLocalPayments(workerUrl: string): Promise<LocalPayments> {
  const [paypal, momo, card, bytepay, tazapay, zpayment, trongrid, perfectMoney] = await Promise.all([
    startPaypalApi({ clientId: keys.PAYPAL_CLIENT_ID, clientSecret: keys.PAYPAL_CLIENT_SECRET }),
    startMomoApi({ partnerCode: keys.MOMO_PARTNER_CODE, accessKey: keys.MOMO_ACCESS_KEY, secretKey: keys.MOMO_SECRET_KEY }),
    startCardApi({
      secretKey: keys.CARD_SECRET_KEY,
      webhookSecret: keys.CARD_WEBHOOK_SECRET,
      webhookUrl: `${workerUrl}/api/user/credit-card-webhook`,
    }),
    startHostedCheckout({ apiKey: keys.BYTEPAY_API_KEY, webhookSecret: keys.BYTEPAY_WEBHOOK_SECRET }),
    startHostedCheckout({ apiKey: keys.TAZAPAY_API_KEY, webhookSecret: keys.TAZAPAY_WEBHOOK_SECRET }),
    startHostedCheckout({ apiKey: keys.ZPAYMENT_API_KEY, webhookSecret: keys.ZPAYMENT_WEBHOOK_SECRET }),
    startTrongrid({ apiKey: keys.TRONGRID_API_KEY }),
    startPerfectMoney({ payeeAccount: keys.PM_PAYEE_ACCOUNT, passphraseMd5: keys.PM_PASSPHRASE_MD5 }),
  ])
  const { SEPAY_API_KEY, SEPAY_HMAC_SECRET, CASSO_CHECKSUM_KEY, PAYPAL_WEBHOOK_ID, INVOICE_API_KEY, ...methodKeys } = keys
  const vars = {
    ...methodKeys,
    PAYPAL_API_URL: paypal.url,
    MOMO_API_URL: momo.url,
    CARD_API_URL: card.url,
    BYTEPAY_API_URL: bytepay.url,
    TAZAPAY_API_URL: tazapay.url,
    ZPAYMENT_API_URL: zpayment.url,
    TRONGRID_API_URL: trongrid.url,
    PM_FORM_URL: perfectMoney.formUrl,
  }
  const servers = [paypal, momo, card, bytepay, tazapay, zpayment, trongrid, perfectMoney]
  return {
    vars,
    pages: { usdtSend: `${trongrid.url}/send`, usdtAddress: keys.USDT_TRC20_ADDRESS },
    urls: servers.map((server) => server.url),
    close: async () => {
      await Promise.all(servers.map((server) => server.close()))
    },
  }
}
