import { describe, expect, it } from 'vitest'
import { call, expectError } from './accounts'
import { paymentTestKeys as keys } from './constants'
import { expectLoggedErrors } from './fresh-database'
import { balanceOf, expectBooksBalance } from './money'
import { customer, deliver, deliverWith, ledgerOf, momoDelivery, momoIpn } from './provider-deliveries'
import { request } from './worker'

type Started = { payUrl: string; topup: { _id: string; status: string } }
type Auth = Record<string, string>

async function startMomo(auth: Auth, amount: number): Promise<Started> {
  const response = await call('/api/user/momo-create-order', { amount }, { headers: auth })
  expect(response.status).toBe(200)
  return (await response.json()) as Started
}

// MoMo's IPN signature made here, independently: HMAC-SHA256 hex over accessKey and the 12 fields in alphabetical order.
const SIGNED = 'amount extraData message orderId orderInfo orderType partnerCode payType requestId responseTime resultCode transId'
async function signIpn(ipn: Record<string, unknown>, accessKey = keys.MOMO_ACCESS_KEY, secretKey = keys.MOMO_SECRET_KEY) {
  const raw = [`accessKey=${accessKey}`, ...SIGNED.split(' ').map((field) => `${field}=${ipn[field]}`)].join('&')
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secretKey), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(raw)))
  return { ...ipn, signature: [...mac].map((byte) => byte.toString(16).padStart(2, '0')).join('') }
}

async function expectNoContent(response: Response) {
  expect({ status: response.status, body: await response.text() }).toEqual({ status: 204, body: '' })
}

describe('MoMo', () => {
  it('a payment page, then a verified IPN credits once (answered 204); the return page alone credits nothing', async () => {
    const buyer = await customer()
    const { payUrl, topup } = await startMomo(buyer.auth, 100_000)
    expect(payUrl).toMatch(/\/v2\/gateway\/pay\?t=/)
    expect(await (await request(`/topup/${topup._id}?provider=momo&orderId=${topup._id}&resultCode=0`)).text()).toMatch(/^portal:/)
    expect(await balanceOf(buyer.userId)).toBe(0)

    const ipn = momoDelivery(await momoIpn(topup._id))
    expect(await signIpn(JSON.parse(ipn.body))).toEqual(JSON.parse(ipn.body))
    await expectNoContent(await deliver(ipn))
    for (const answer of await Promise.all([deliver(ipn), deliver(ipn)])) await expectNoContent(answer)
    // Even a second signed success for the order (another transId) does not pay the top-up twice.
    await expectNoContent(await deliver(momoDelivery(await momoIpn(topup._id))))
    expect(await ledgerOf(buyer.userId)).toEqual([{ type: 'topup', amount: 100_000 }])
    const history = await call('/api/log/list-topup', undefined, { headers: buyer.auth })
    expect(await history.json()).toMatchObject({ total: 1, data: [{ method: 'momo', status: 'success', amount: 100_000 }] })
    await expectBooksBalance(buyer.userId)
  })

  it('a failed payment (resultCode not 0) or another amount credits nothing; a later good IPN still does', async () => {
    const buyer = await customer()
    const { topup } = await startMomo(buyer.auth, 50_000)
    await expectNoContent(await deliver(momoDelivery(await momoIpn(topup._id, { resultCode: 1006, message: 'Giao dịch bị từ chối' }))))
    await expectNoContent(await deliver(momoDelivery(await momoIpn(topup._id, { amount: 500_000 }))))
    expect(await balanceOf(buyer.userId)).toBe(0)
    const history = await call('/api/log/list-topup', undefined, { headers: buyer.auth })
    expect(await history.json()).toMatchObject({ data: [{ status: 'failed' }] })
    await expectNoContent(await deliver(momoDelivery(await momoIpn(topup._id))))
    expect(await balanceOf(buyer.userId)).toBe(50_000)
  })

  it('refuses an IPN with any signed field changed, or signed with other keys: MOMO_ERROR, nothing credited', async () => {
    const buyer = await customer()
    const { topup } = await startMomo(buyer.auth, 20_000)
    const ipn = await momoIpn(topup._id)
    const changed: Record<string, unknown> = {
      amount: 2_000_000,
      extraData: 'e30=',
      message: 'Thành công.',
      orderId: `${topup._id}x`,
      orderInfo: 'other',
      orderType: 'napas',
      partnerCode: 'MOMOOTHER',
      payType: 'credit',
      requestId: 'r2',
      responseTime: Number(ipn.responseTime) + 1,
      resultCode: 9000,
      transId: Number(ipn.transId) + 1,
      signature: `${String(ipn.signature).slice(0, -1)}${String(ipn.signature).endsWith('0') ? '1' : '0'}`,
    }
    const copies = Object.entries(changed).map(([field, value]) => ({ ...ipn, [field]: value }))
    copies.push(await signIpn(ipn, 'another-access-key'), await signIpn(ipn, keys.MOMO_ACCESS_KEY, 'another-secret'), {
      ...ipn,
      signature: '',
    })
    for (const copy of copies) await expectError(deliver(momoDelivery(copy)), 400, 'MOMO_ERROR')
    expect(await balanceOf(buyer.userId)).toBe(0)
    await expectNoContent(await deliver(momoDelivery(ipn)))
    expect(await balanceOf(buyer.userId)).toBe(20_000)
  })

  it('MOMO_ERROR when MoMo refuses to create the payment; PAYMENT_METHOD_OFF when not configured', async () => {
    const buyer = await customer()
    const logged = expectLoggedErrors()
    await expectError(call('/api/user/momo-create-order', { amount: 60_000_000 }, { headers: buyer.auth }), 400, 'MOMO_ERROR')
    const create = {
      path: '/api/user/momo-create-order',
      headers: { ...buyer.auth, 'content-type': 'application/json' },
      body: '{"amount":10000}',
    }
    await expectError(deliverWith({ MOMO_SECRET_KEY: 'not-our-secret' }, create), 400, 'MOMO_ERROR')
    expect(logged.map(String)).toEqual([expect.stringContaining('resultCode 22'), expect.stringContaining('resultCode 13')])
    const history = await call('/api/log/list-topup', undefined, { headers: buyer.auth })
    expect(await history.json()).toMatchObject({ total: 2, data: [{ status: 'failed' }, { status: 'failed' }] })

    await expectError(deliverWith({ MOMO_PARTNER_CODE: '' }, create), 400, 'PAYMENT_METHOD_OFF')
    await expectError(deliverWith({ MOMO_PARTNER_CODE: '' }, momoDelivery({})), 400, 'PAYMENT_METHOD_OFF')
  })
})
