import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import { verifyMomoIpn } from '../../src/providers/payments/momo'
import { type MomoConfig, type MomoPaymentInput, momoCreatePayment } from '../../src/providers/payments/momo-api'
import { momoIpnBody, startMomoApi } from './momo-api'

const keys = { partnerCode: 'MOMOTEST', accessKey: 'test-access-key', secretKey: 'test-secret-key' }

let server: Awaited<ReturnType<typeof startMomoApi>>
let cfg: MomoConfig
let errors: MockInstance
let serial = 0

beforeAll(async () => {
  server = await startMomoApi(keys)
  cfg = { apiUrl: server.url, ...keys }
})
afterAll(() => server.close())
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => errors.mockRestore())

function payment(overrides: Partial<MomoPaymentInput> = {}): MomoPaymentInput {
  serial++
  return {
    orderId: `TOPUP${serial}`,
    requestId: `REQ${serial}`,
    amount: 50_000,
    orderInfo: 'Nạp tiền vào tài khoản',
    redirectUrl: 'https://portal.test/topup/momo/return',
    ipnUrl: 'https://portal.test/api/payments/momo/ipn',
    lang: 'vi',
    ...overrides,
  }
}

describe('MoMo create payment', () => {
  it('answers the pay URL of a signed request', async () => {
    const input = payment()
    const result = await momoCreatePayment(cfg, input)
    expect(result).toEqual({ ok: true, payUrl: expect.stringMatching(new RegExp(`^${server.url}/v2/gateway/pay\\?t=`)) })
    expect(server.payments().get(input.orderId)).toMatchObject({ amount: 50_000, requestId: input.requestId, orderInfo: input.orderInfo })
  })

  it('is off without its keys and calls nothing', async () => {
    const fetcher = vi.fn<typeof fetch>()
    for (const missing of ['partnerCode', 'accessKey', 'secretKey'] as const) {
      expect(await momoCreatePayment({ ...cfg, [missing]: undefined }, payment(), fetcher)).toEqual({ ok: false, reason: 'off' })
    }
    expect(fetcher).not.toHaveBeenCalled()
  })

  it('fails when MoMo refuses the signature (wrong secret)', async () => {
    const result = await momoCreatePayment({ ...cfg, secretKey: 'wrong' }, payment())
    expect(result).toEqual({ ok: false, reason: 'failed', resultCode: 13, message: 'Merchant authentication failed.' })
    expect(errors).toHaveBeenCalledTimes(1)
  })

  it('fails for a partner MoMo does not know', async () => {
    expect(await momoCreatePayment({ ...cfg, partnerCode: 'OTHER' }, payment())).toMatchObject({
      ok: false,
      reason: 'failed',
      resultCode: 11,
    })
  })

  it('is refused when a requestId or an orderId comes again: MoMo create is not idempotent', async () => {
    const input = payment()
    expect((await momoCreatePayment(cfg, input)).ok).toBe(true)
    expect(await momoCreatePayment(cfg, input)).toMatchObject({ ok: false, reason: 'failed', resultCode: 40 })
    expect(await momoCreatePayment(cfg, { ...input, requestId: `${input.requestId}-2` })).toMatchObject({ resultCode: 41 })
  })

  it('is refused for an amount out of MoMo range', async () => {
    expect(await momoCreatePayment(cfg, payment({ amount: 999 }))).toMatchObject({ ok: false, reason: 'failed', resultCode: 22 })
  })

  it('does not send an amount that is not whole VND', async () => {
    await expect(momoCreatePayment(cfg, payment({ amount: 1000.5 }))).rejects.toThrow(RangeError)
  })

  it('fails with the HTTP status on a bad request', async () => {
    const fetcher: typeof fetch = (url, init) => fetch(url, { ...init, body: '{"partnerCode":"MOMOTEST"}' })
    expect(await momoCreatePayment(cfg, payment(), fetcher)).toEqual({
      ok: false,
      reason: 'failed',
      status: 400,
      resultCode: 20,
      message: 'Bad format request.',
    })
  })

  it('fails, and says so once, when MoMo cannot be reached', async () => {
    const fetcher = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('fetch failed'))
    expect(await momoCreatePayment(cfg, payment(), fetcher)).toEqual({ ok: false, reason: 'failed' })
    expect(errors).toHaveBeenCalledTimes(1)
  })
})

describe('MoMo IPN bodies', () => {
  it('are signed as our IPN check expects', async () => {
    const body = momoIpnBody({ ...keys, orderId: 'O1', requestId: 'R1', amount: 120_000, orderInfo: 'Nạp tiền' })
    expect(Object.keys(body).sort()).toEqual(
      [
        'amount',
        'extraData',
        'message',
        'orderId',
        'orderInfo',
        'orderType',
        'partnerCode',
        'payType',
        'requestId',
        'responseTime',
        'resultCode',
        'signature',
        'transId',
      ].sort(),
    )
    expect(await verifyMomoIpn(body, keys)).toBe(true)
    expect(await verifyMomoIpn({ ...body, amount: 1_200_000 }, keys)).toBe(false)
    expect(await verifyMomoIpn(body, { ...keys, secretKey: 'other' })).toBe(false)
  })

  it('come from the pay control for a created payment', async () => {
    const input = payment({ amount: 75_000 })
    await momoCreatePayment(cfg, input)
    const response = await fetch(`${server.url}/test/payments/${input.orderId}/pay`, { method: 'POST', body: '{"resultCode":1006}' })
    const { ipn } = (await response.json()) as { ipn: Record<string, unknown> }
    expect(ipn).toMatchObject({
      orderId: input.orderId,
      requestId: input.requestId,
      amount: 75_000,
      resultCode: 1006,
      partnerCode: keys.partnerCode,
    })
    expect(await verifyMomoIpn(ipn, keys)).toBe(true)
  })
})
