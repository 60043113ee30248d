import { describe, expect, it } from 'vitest'
import type { Env } from '../src/env'
import { expectError } from './accounts'
import { apiWith, apiWithout, customer, jsonInit, okJson, storeSetting } from './payment-helpers'
import { request } from './worker'

const account = { bankBin: '970436', bankName: 'Vietcombank', accountNumber: '0123456789', accountName: 'CONG TY PROXY' }
const allOn = { paypal: true, momo: true, perfectmoney: true, usdt: true, card: true, bytepay: true, tazapay: true, zpayment: true }
const BANK_KEYS = ['SEPAY_API_KEY', 'SEPAY_HMAC_SECRET', 'CASSO_CHECKSUM_KEY'] as const

const methodsWithout = (keys: (keyof Env)[]) => okJson<Record<string, boolean>>(apiWithout(keys, '/api/bill/methods'))

/** Each method, the setting that turns it off when missing, and the call that starts a payment with it. */
const methods = [
  ['paypal', 'PAYPAL_CLIENT_SECRET', '/api/user/paypal-create-order', { amount: 5 }],
  ['momo', 'MOMO_ACCESS_KEY', '/api/user/momo-create-order', { amount: 50_000 }],
  ['perfectmoney', 'PM_PAYEE_ACCOUNT', '/api/user/perfect-money-create-order', { amount: 5 }],
  ['usdt', 'USDT_TRC20_ADDRESS', '/api/user/usdt-create-order', { amount: 5 }],
  ['card', 'CARD_SECRET_KEY', '/api/user/payment-credit-card', { amount: 50_000 }],
  ['bytepay', 'BYTEPAY_API_KEY', '/api/user/bytepay-create-order', { amount: 5 }],
  ['tazapay', 'TAZAPAY_API_URL', '/api/user/tazapay-create-order', { amount: 5, country: 'VN' }],
  ['zpayment', 'ZPAYMENT_API_KEY', '/api/user/zpayment-create-order', { amount: 5 }],
] as const

describe('GET /api/bill/methods', () => {
  it('shows each configured method on; the bank only once an admin has set a bank account', async () => {
    expect(await okJson(request('/api/bill/methods'))).toEqual({ bank: false, ...allOn })
    await storeSetting('bankAccounts', [account])
    expect(await okJson(request('/api/bill/methods'))).toEqual({ bank: true, ...allOn })
  })

  it('keeps the bank off without a way to hear of transfers: a SePay key or secret, or a Casso key', async () => {
    await storeSetting('bankAccounts', [account])
    expect((await methodsWithout([...BANK_KEYS])).bank).toBe(false)
    for (const kept of BANK_KEYS) expect((await methodsWithout(BANK_KEYS.filter((key) => key !== kept))).bank).toBe(true)
  })

  it.each(methods)('%s is off without %s: hidden, and its payment call is PAYMENT_METHOD_OFF', async (name, key, path, body) => {
    const who = await customer()
    expect(await methodsWithout([key])).toEqual({ bank: false, ...allOn, [name]: false })
    await expectError(apiWithout([key], path, jsonInit(who, body)), 400, 'PAYMENT_METHOD_OFF')
  })

  it('turns nothing on from a half-configured method', async () => {
    const hidden = await okJson<Record<string, boolean>>(
      apiWith({ PM_PASSPHRASE_MD5: '', PAYPAL_CLIENT_ID: '', MOMO_SECRET_KEY: '', BYTEPAY_API_URL: '' }, '/api/bill/methods'),
    )
    expect(hidden).toMatchObject({ perfectmoney: false, paypal: false, momo: false, bytepay: false, card: true })
  })
})
