import { describe, expect, it } from 'vitest'
import { momoCreateRawSignature, momoIpnRawSignature, momoSign, verifyMomoIpn } from './momo'

// MoMo's public sandbox credentials (from its developer documentation).
const keys = { accessKey: 'F8BBA842ECF85', secretKey: 'K951B6PE1waDMi640xX08PD3vg6EkVlz' }

const unsigned = {
  partnerCode: 'MOMO',
  orderId: 'TOPUP_01JB2ZQ3',
  requestId: 'REQ_01JB2ZQ3',
  amount: 50000,
  orderInfo: 'Nap tien NAPABCDEFGHJ',
  orderType: 'momo_wallet',
  transId: 4088878653,
  resultCode: 0,
  message: 'Thành công.',
  payType: 'qr',
  responseTime: 1721720663942,
  extraData: '',
}
const raw =
  'accessKey=F8BBA842ECF85&amount=50000&extraData=&message=Thành công.&orderId=TOPUP_01JB2ZQ3&orderInfo=Nap tien NAPABCDEFGHJ' +
  '&orderType=momo_wallet&partnerCode=MOMO&payType=qr&requestId=REQ_01JB2ZQ3&responseTime=1721720663942&resultCode=0&transId=4088878653'

describe('MoMo signatures', () => {
  it('builds the IPN string in MoMo order from the values as sent', () => {
    expect(momoIpnRawSignature(unsigned, keys.accessKey)).toBe(raw)
    expect(momoIpnRawSignature({ ...unsigned, amount: '50000' }, keys.accessKey)).toBe(raw)
  })

  it('signs with lowercase hex HMAC-SHA256', async () => {
    // Independent value: printf '%s' "$raw" | openssl dgst -sha256 -hmac "$secretKey"
    expect(await momoSign(raw, keys.secretKey)).toBe('12202b9ffd4012cb1c246626135397325a8118651557f2144c2de73603e7d901')
  })

  it('verifies a signed IPN and refuses it when any signed field changes', async () => {
    const body = { ...unsigned, signature: await momoSign(raw, keys.secretKey) }
    expect(await verifyMomoIpn(body, keys)).toBe(true)
    for (const field of Object.keys(unsigned) as (keyof typeof unsigned)[]) {
      const value = unsigned[field]
      const changed = { ...body, [field]: typeof value === 'number' ? value + 1 : `${value}x` }
      expect(await verifyMomoIpn(changed, keys), field).toBe(false)
      const dropped: Record<string, unknown> = { ...body }
      delete dropped[field]
      if (value !== '') expect(await verifyMomoIpn(dropped, keys), `without ${field}`).toBe(false)
    }
    // Fields MoMo does not sign do not matter.
    expect(await verifyMomoIpn({ ...body, lang: 'vi' }, keys)).toBe(true)
  })

  it('refuses a wrong access key, a wrong secret, and a missing or bad signature', async () => {
    const body = { ...unsigned, signature: await momoSign(raw, keys.secretKey) }
    expect(await verifyMomoIpn(body, { ...keys, accessKey: 'F8BBA842ECF86' })).toBe(false)
    expect(await verifyMomoIpn(body, { ...keys, secretKey: `${keys.secretKey}x` })).toBe(false)
    expect(await verifyMomoIpn(body, { ...keys, secretKey: '' })).toBe(false)
    expect(await verifyMomoIpn(unsigned, keys)).toBe(false)
    expect(await verifyMomoIpn({ ...unsigned, signature: '' }, keys)).toBe(false)
    expect(await verifyMomoIpn({ ...unsigned, signature: 12345 }, keys)).toBe(false)
    expect(await verifyMomoIpn({ ...body, signature: body.signature.toUpperCase() }, keys)).toBe(false)
  })

  it('builds the create-payment string in MoMo order', async () => {
    const fields = {
      accessKey: keys.accessKey,
      amount: 50000,
      extraData: 'eyJ1IjoiMSJ9',
      ipnUrl: 'https://shop.example/api/webhook/momo',
      orderId: 'TOPUP_01JB2ZQ3',
      orderInfo: 'Nap tien',
      partnerCode: 'MOMO',
      redirectUrl: 'https://shop.example/billing',
      requestId: 'REQ_01JB2ZQ3',
      requestType: 'captureWallet',
    }
    const createRaw = momoCreateRawSignature(fields)
    expect(createRaw).toBe(
      'accessKey=F8BBA842ECF85&amount=50000&extraData=eyJ1IjoiMSJ9&ipnUrl=https://shop.example/api/webhook/momo&orderId=TOPUP_01JB2ZQ3' +
        '&orderInfo=Nap tien&partnerCode=MOMO&redirectUrl=https://shop.example/billing&requestId=REQ_01JB2ZQ3&requestType=captureWallet',
    )
    expect(momoCreateRawSignature({ ...fields, amount: '50000' })).toBe(createRaw)
    expect(await momoSign(createRaw, keys.secretKey)).toBe('db3fc2258b99da308026647269e8a833f606f660f707ad844e17de705c613b92')
  })
})
