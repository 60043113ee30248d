import { createHash, randomInt } from 'node:crypto'
import { buyerPage, deliver, json, redirect, serve } from './http.ts'

/**
 * Stands in for Perfect Money's SCI (the shop's form posted to /api/step1.asp) for the account it is started with:
 * its page shows the payment with Pay and Cancel. Paying posts the status form to STATUS_URL with the V2_HASH Perfect
 * Money computes (uppercase MD5 of the payment fields and the alternate passphrase's uppercase MD5), then sends the
 * buyer to PAYMENT_URL; cancelling sends them to NOPAYMENT_URL. The local sandbox under `npm start`.
 */
export async function startPerfectMoney(options: { payeeAccount: string; passphraseMd5: string }) {
  const md5Upper = (text: string) => createHash('md5').update(text).digest('hex').toUpperCase()
  const server = await serve((request, body, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname
    const form: Record<string, string> = Object.fromEntries(new URLSearchParams(body))
    const { STATUS_URL = '', PAYMENT_URL = '', NOPAYMENT_URL = '' } = form
    if (request.method !== 'POST' || !['/api/step1.asp', '/api/pay', '/api/cancel'].includes(path))
      return json(response, 404, { error: 'not found' })
    if (form.PAYEE_ACCOUNT !== options.payeeAccount || !STATUS_URL || !PAYMENT_URL || !NOPAYMENT_URL)
      return json(response, 400, { error: 'Invalid Payee Account or missing URLs' })
    if (path === '/api/step1.asp') {
      return buyerPage(response, `Perfect Money: pay ${form.PAYMENT_AMOUNT} ${form.PAYMENT_UNITS} to ${form.PAYEE_NAME}`, [
        { label: 'Pay from U7654321', action: '/api/pay', fields: form },
        { label: 'Cancel', action: '/api/cancel', fields: form },
      ])
    }
    if (path === '/api/cancel') return redirect(response, NOPAYMENT_URL)
    const status: Record<string, string> = {
      PAYEE_ACCOUNT: options.payeeAccount,
      PAYMENT_ID: form.PAYMENT_ID ?? '',
      PAYMENT_AMOUNT: form.PAYMENT_AMOUNT ?? '',
      PAYMENT_UNITS: form.PAYMENT_UNITS ?? '',
      PAYMENT_BATCH_NUM: String(randomInt(100_000_000, 999_999_999)),
      PAYER_ACCOUNT: 'U7654321',
      TIMESTAMPGMT: String(Math.floor(Date.now() / 1000)),
    }
    const { PAYMENT_ID, PAYEE_ACCOUNT, PAYMENT_AMOUNT, PAYMENT_UNITS, PAYMENT_BATCH_NUM, PAYER_ACCOUNT, TIMESTAMPGMT } = status
    status.V2_HASH = md5Upper(
      `${PAYMENT_ID}:${PAYEE_ACCOUNT}:${PAYMENT_AMOUNT}:${PAYMENT_UNITS}:${PAYMENT_BATCH_NUM}:${PAYER_ACCOUNT}:${options.passphraseMd5}:${TIMESTAMPGMT}`,
    )
    const sent = new URLSearchParams(status).toString()
    void deliver(STATUS_URL, sent, { 'content-type': 'application/x-www-form-urlencoded' }).then(() => redirect(response, PAYMENT_URL))
  })
  return { ...server, formUrl: `${server.url}/api/step1.asp` }
}
