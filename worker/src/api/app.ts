import { Hono } from 'hono'
import { database } from '../db/client'
import { LOCAL_MODE } from '../local-mode'
import { agency } from './agency'
import { agencyAdmin } from './agency-admin'
import { auditLog } from './audit-log'
import { authEmailChange } from './auth-email-change'
import { authSignIn } from './auth-sign-in'
import { authSignUp } from './auth-sign-up'
import { bandwidth } from './bandwidth'
import { bankReview } from './bank-review'
import { bankWebhooks } from './bank-webhooks'
import { bill } from './bill'
import { boughtProxy } from './bought-proxy'
import { boughtProxyCheck } from './bought-proxy-check'
import { boughtProxyExport } from './bought-proxy-export'
import { boughtProxyIp } from './bought-proxy-ip'
import type { ApiEnv } from './context'
import { country } from './country'
import { couponAdmin } from './coupon-admin'
import { devRoutes } from './dev'
import { discount } from './discount'
import { downloadLink, downloadList } from './download-link'
import { errorResponse, handleError } from './errors'
import { health } from './health'
import { key } from './key'
import { keyPackage } from './key-package'
import { keyPublic } from './key-public'
import { live } from './live'
import { log } from './log'
import { mountOpenApi } from './openapi'
import { order } from './order'
import { orderAdmin } from './order-admin'
import { originGuard } from './origin'
import { packageRoutes } from './package'
import { payCard } from './pay-card'
import { payHosted } from './pay-hosted'
import { payMomo } from './pay-momo'
import { payPaypal } from './pay-paypal'
import { payPerfectMoney } from './pay-perfect-money'
import { payUsdt } from './pay-usdt'
import { plan } from './plan'
import { price, pricePrivate } from './price'
import { proxy } from './proxy'
import { reconciliation } from './reconciliation'
import { setting } from './setting'
import { stats } from './stats'
import { subServer } from './sub-server'
import { subServerNode } from './sub-server-node'
import { subServerProxies } from './sub-server-proxies'
import { tag } from './tag'
import { topupAdmin } from './topup-admin'
import { topupStatus } from './topup-status'
import { trial } from './trial'
import { userAccount } from './user-account'
import { userAdmin } from './user-admin'
import { userAdminAccount } from './user-admin-account'
import { userAgency } from './user-agency'
import { userAutoRenew } from './user-auto-renew'
import { userExtension } from './user-extension'
import { userIp } from './user-ip'
import { userMoney } from './user-money'
import { userRenew } from './user-renew'
import { userTwoFactor } from './user-two-factor'
import { vatInvoices } from './vat-invoices'

function createApi() {
  const app = new Hono<ApiEnv>()
    .basePath('/api')
    .use(async (c, next) => {
      c.set('db', database(c.env.DB))
      c.set('now', Date.now())
      await next()
    })
    .use(originGuard)
    .route('/health', health)
    .route('/setting', setting)
    .route('/country', country)
    .route('/package', packageRoutes)
    .route('/price', price)
    .route('/price-private', pricePrivate)
    .route('/bandwidth', bandwidth)
    .route('/discount', discount)
    .route('/discount', couponAdmin)
    .route('/sub-server', subServer)
    .route('/sub-server', subServerProxies)
    .route('/sub-server', subServerNode)
    .route('/auth', authSignIn)
    .route('/auth', authSignUp)
    .route('/auth', authEmailChange)
    .route('/user', userAccount)
    .route('/user', userTwoFactor)
    .route('/user', userAdmin)
    .route('/user', userAdminAccount)
    .route('/user', userMoney)
    .route('/user', userRenew)
    .route('/user', payPaypal)
    .route('/user', payMomo)
    .route('/user', payPerfectMoney)
    .route('/user', payUsdt)
    .route('/user', payCard)
    .route('/user', payHosted)
    .route('/user', topupStatus)
    .route('/user', userIp)
    .route('/user', userAutoRenew)
    .route('/user', userExtension)
    .route('/user', userAgency)
    .route('/user', downloadLink)
    .route('/bill', bill)
    .route('/bill', bankWebhooks)
    .route('/bill', bankReview)
    .route('/bill', topupAdmin)
    .route('/log', log)
    .route('/log', auditLog)
    .route('/order', order)
    .route('/order', orderAdmin)
    .route('/bought-proxy', boughtProxyIp)
    .route('/bought-proxy', boughtProxyExport)
    .route('/bought-proxy', downloadList)
    .route('/plan', plan)
    .route('/bought-proxy', boughtProxy)
    .route('/tag', tag)
    .route('/agency', agency)
    .route('/agency', agencyAdmin)
    .route('/trial', trial)
    .route('/proxy', proxy)
    .route('/bought-proxy', boughtProxyCheck)
    .route('/vat-invoices', vatInvoices)
    .route('/stats', stats)
    .route('/stats', reconciliation)
    .route('/key-package', keyPackage)
    .route('/key', keyPublic)
    .route('/key', key)
    .route('/', live)
  if (LOCAL_MODE) app.route('/dev', devRoutes())
  app.onError(handleError)
  app.notFound((c) => errorResponse(c, 'NOT_FOUND'))
  return mountOpenApi(app)
}

export const api = createApi()

/** The API's type, for the typed Hono client in the contract. */
export type ApiType = typeof api
