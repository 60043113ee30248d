import type { TestProject } from 'vitest/node'
import { paymentTestKeys as keys } from '../constants'
import { startCardApi } from './card-api'
import { startDnsJson } from './dns-json'
import { startGoogleKeys } from './google-keys'
import { startHostedCheckout } from './hosted-checkout'
import { startInvoiceApi } from './invoice-api'
import { startMailApi } from './mail-api'
import { startMomoApi } from './momo-api'
import { startPaypalApi } from './paypal-api'
import { type ProxyServers, startProxyServers } from './proxy-servers'
import { startSiteverify } from './siteverify'
import { startTrongrid } from './trongrid'

export type ProviderUrls = {
  googleKeys: string
  siteverify: string
  mailApi: string
  paypal: string
  momo: string
  card: string
  bytepay: string
  tazapay: string
  zpayment: string
  trongrid: string
  invoices: string
  dnsJson: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    providerUrls: ProviderUrls
    proxyServers: ProxyServers
  }
}

/** Local servers speaking the outside providers' protocols, started once for the Worker tests. */
export default async function setup(project: TestProject) {
  const [google, siteverify, mail, paypal, momo, card, bytepay, tazapay, zpayment, trongrid, invoices, dnsJson] = await Promise.all([
    startGoogleKeys(),
    startSiteverify(),
    startMailApi(),
    startPaypalApi({ clientId: keys.PAYPAL_CLIENT_ID, clientSecret: keys.PAYPAL_CLIENT_SECRET }),
    startMomoApi({ partnerCode: keys.MOMO_PARTNER_CODE, accessKey: keys.MOMO_ACCESS_KEY, secretKey: keys.MOMO_SECRET_KEY }),
    startCardApi({ secretKey: keys.CARD_SECRET_KEY, webhookSecret: keys.CARD_WEBHOOK_SECRET }),
    startHostedCheckout({ apiKey: keys.BYTEPAY_API_KEY, webhookSecret: keys.BYTEPAY_WEBHOOK_SECRET }),
    startHostedCheckout({ apiKey: keys.TAZAPAY_API_KEY, webhookSecret: keys.TAZAPAY_WEBHOOK_SECRET }),
    startHostedCheckout({ apiKey: keys.ZPAYMENT_API_KEY, webhookSecret: keys.ZPAYMENT_WEBHOOK_SECRET }),
    startTrongrid({ apiKey: keys.TRONGRID_API_KEY }),
    startInvoiceApi({ apiKey: keys.INVOICE_API_KEY }),
    startDnsJson(),
  ])
  project.provide('providerUrls', {
    googleKeys: google.url,
    siteverify: siteverify.url,
    mailApi: mail.url,
    paypal: paypal.url,
    momo: momo.url,
    card: card.url,
    bytepay: bytepay.url,
    tazapay: tazapay.url,
    zpayment: zpayment.url,
    trongrid: trongrid.url,
    invoices: invoices.invoicesUrl,
    dnsJson: `${dnsJson.url}/dns-query`,
  })
  // The proxy checker's real servers: squid with basic auth, microsocks, an IP echo, and misbehaving ports.
  const proxies = await startProxyServers()
  project.provide('proxyServers', proxies.servers)
  const servers = [google, siteverify, mail, paypal, momo, card, bytepay, tazapay, zpayment, trongrid, invoices, dnsJson, proxies]
  return async () => {
    await Promise.all(servers.map((server) => server.close()))
  }
}
