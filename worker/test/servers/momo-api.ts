import { createHmac, randomBytes } from 'node:crypto'
import { buyerPage, deliver, json, redirect, serve } from './http.ts'

/** A MoMo merchant's keys, as MoMo issues them. */
export type MomoKeys = { partnerCode: string; accessKey: string; secretKey: string }

/** The fields of a MoMo IPN; all but the keys and the ids have defaults (a successful wallet payment, now). */
export type MomoIpnInput = MomoKeys & {
  orderId: string
  requestId: string
  amount: number
  orderInfo?: string
  orderType?: string
  transId?: number
  resultCode?: number
  message?: string
  payType?: string
  responseTime?: number
  extraData?: string
}

type CreateRequest = Record<
  'partnerCode' | 'requestType' | 'ipnUrl' | 'redirectUrl' | 'orderId' | 'orderInfo' | 'requestId' | 'lang',
  string
> & {
  extraData: string
  signature: string
  amount: unknown
}

type Payment = {
  orderId: string
  requestId: string
  amount: number
  orderInfo: string
  ipnUrl: string
  redirectUrl: string
  extraData: string
}

const REQUEST_TYPES = ['captureWallet', 'payWithATM', 'payWithCC', 'payWithMethod']

/**
 * Stands in for MoMo AIO v2 create (POST /v2/gateway/api/create) with the keys it is started with: checks the HMAC
 * signature, the partner, the amount range, and refuses a requestId (40) or orderId (41) it has seen, answering
 * business refusals as MoMo does: HTTP 200 with a non-zero resultCode. `POST /test/payments/{orderId}/pay` is the
 * buyer paying: it answers the signed IPN MoMo would then send (`{ipn}`), for the test to deliver. The payUrl is
 * MoMo's page (the local sandbox under `npm start`): paying or cancelling there sends the signed IPN to the ipnUrl
 * and the buyer to the redirectUrl with the same fields, as MoMo does.
 */
export async function startMomoApi(keys: MomoKeys) {
  const payments = new Map<string, Payment>()
  const requestIds = new Set<string>()
  const byToken = new Map<string, string>()

  const ipnFor = (orderId: string, overrides: Partial<MomoIpnInput> = {}) => {
    const payment = payments.get(orderId)
    if (!payment) return null
    const { requestId, amount, orderInfo, extraData } = payment
    return momoIpnBody({ ...keys, orderId, requestId, amount, orderInfo, extraData, ...overrides })
  }

  // MoMo's payment page: the order and two buttons; either outcome notifies the shop, then returns the buyer.
  const payPage = (url: URL, method: string, response: Parameters<typeof json>[0]) => {
    const orderId = byToken.get(url.searchParams.get('t') ?? '') ?? ''
    const payment = payments.get(orderId)
    if (!payment) return json(response, 404, { message: 'no such payment' })
    if (method === 'GET') {
      const at = (outcome: string) => `/v2/gateway/pay?t=${url.searchParams.get('t')}&outcome=${outcome}`
      return buyerPage(response, `MoMo: pay ${payment.amount.toLocaleString('en')} VND`, [
        { label: 'Pay with MoMo', action: at('pay') },
        { label: 'Cancel', action: at('cancel') },
      ])
    }
    const paid = url.searchParams.get('outcome') === 'pay'
    const ipn = ipnFor(orderId, paid ? {} : { resultCode: 1006, message: 'Transaction denied by user.' })
    if (!ipn) return json(response, 404, { message: 'no such payment' })
    const back = new URL(payment.redirectUrl)
    for (const [name, value] of Object.entries(ipn)) back.searchParams.set(name, String(value))
    void deliver(payment.ipnUrl, JSON.stringify(ipn), { 'content-type': 'application/json' }).then(() => redirect(response, back.href))
  }

  const server = await serve((request, body, response) => {
    const url = new URL(request.url ?? '/', 'http://x')
    if (url.pathname === '/v2/gateway/pay') return payPage(url, request.method ?? 'GET', response)
    const pay = /^\/test\/payments\/([^/]+)\/pay$/.exec(request.url ?? '')
    if (request.method === 'POST' && pay?.[1]) {
      const ipn = ipnFor(decodeURIComponent(pay[1]), (parse(body) ?? {}) as Partial<MomoIpnInput>)
      return ipn ? json(response, 200, { ipn }) : json(response, 404, { message: 'no such payment' })
    }
    if (request.method !== 'POST' || request.url !== '/v2/gateway/api/create') return json(response, 404, { message: 'not found' })

    const input = parse(body) as Record<string, unknown> | null
    const refuse = (resultCode: number, message: string, status = 200) =>
      json(response, status, {
        partnerCode: input?.partnerCode,
        orderId: input?.orderId,
        requestId: input?.requestId,
        amount: input?.amount,
        responseTime: Date.now(),
        message,
        resultCode,
      })
    const text = ['partnerCode', 'requestType', 'ipnUrl', 'redirectUrl', 'orderId', 'orderInfo', 'requestId', 'lang', 'signature']
    if (!input || text.some((field) => typeof input[field] !== 'string' || !input[field]) || typeof input.extraData !== 'string') {
      return refuse(20, 'Bad format request.', 400)
    }
    const { partnerCode, requestType, ipnUrl, redirectUrl, orderId, orderInfo, requestId, lang, extraData, amount, signature } =
      input as CreateRequest
    if (!REQUEST_TYPES.includes(requestType) || !['vi', 'en'].includes(lang)) return refuse(20, 'Bad format request.', 400)
    if (partnerCode !== keys.partnerCode) return refuse(11, 'Access denied.')
    const raw =
      `accessKey=${keys.accessKey}&amount=${amount}&extraData=${extraData}&ipnUrl=${ipnUrl}&orderId=${orderId}&orderInfo=${orderInfo}` +
      `&partnerCode=${partnerCode}&redirectUrl=${redirectUrl}&requestId=${requestId}&requestType=${requestType}`
    if (signature !== hmacHex(keys.secretKey, raw)) return refuse(13, 'Merchant authentication failed.')
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount))
      return refuse(21, 'Request rejected due to invalid transaction amount.')
    if (amount < 1_000 || amount > 50_000_000) return refuse(22, 'The transaction amount is out of range.')
    if (requestIds.has(requestId)) return refuse(40, 'Duplicated requestId.')
    if (payments.has(orderId)) return refuse(41, 'Duplicated orderId.')

    const payment = { orderId, requestId, amount, orderInfo, ipnUrl, redirectUrl, extraData }
    requestIds.add(payment.requestId)
    payments.set(payment.orderId, payment)
    const token = randomBytes(24).toString('base64url')
    byToken.set(token, orderId)
    json(response, 200, {
      partnerCode,
      orderId,
      requestId,
      amount,
      responseTime: Date.now(),
      message: lang === 'en' ? 'Successful.' : 'Thành công.',
      resultCode: 0,
      payUrl: `${server.url}/v2/gateway/pay?t=${token}`,
      deeplink: `momo://app?action=payWithApp&t=${token}`,
      qrCodeUrl: `momo://app?action=payWithApp&isScanQR=true&t=${token}`,
    })
  })
  return {
    ...server,
    /** The payments created so far, by orderId. */
    payments: () => new Map(payments),
    /** The signed IPN MoMo would send for a created payment (null for an unknown orderId). */
    ipnFor,
  }
}

/** A MoMo IPN body signed as MoMo signs it: the 12 body fields, plus accessKey, in alphabetical order. */
export function momoIpnBody(fields: MomoIpnInput) {
  const { accessKey, secretKey, ...rest } = fields
  const body = {
    partnerCode: rest.partnerCode,
    orderId: rest.orderId,
    requestId: rest.requestId,
    amount: rest.amount,
    orderInfo: rest.orderInfo ?? 'Top-up',
    orderType: rest.orderType ?? 'momo_wallet',
    transId: rest.transId ?? 4_000_000_000 + Math.floor(Math.random() * 1_000_000_000),
    resultCode: rest.resultCode ?? 0,
    message: rest.message ?? 'Successful.',
    payType: rest.payType ?? 'qr',
    responseTime: rest.responseTime ?? Date.now(),
    extraData: rest.extraData ?? '',
  }
  const raw =
    `accessKey=${accessKey}&amount=${body.amount}&extraData=${body.extraData}&message=${body.message}&orderId=${body.orderId}` +
    `&orderInfo=${body.orderInfo}&orderType=${body.orderType}&partnerCode=${body.partnerCode}&payType=${body.payType}` +
    `&requestId=${body.requestId}&responseTime=${body.responseTime}&resultCode=${body.resultCode}&transId=${body.transId}`
  return { ...body, signature: hmacHex(secretKey, raw) }
}

function hmacHex(key: string, data: string): string {
  return createHmac('sha256', key).update(data).digest('hex')
}

function parse(body: string): unknown {
  try {
    return JSON.parse(body)
  } catch {
    return null
  }
}
