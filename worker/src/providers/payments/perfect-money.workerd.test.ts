import { describe, expect, it } from 'vitest'
import { md5Upper, type PerfectMoneyFields, perfectMoneyV2Hash, verifyPerfectMoney } from './perfect-money'

const passphrase = 'alternate-passphrase-for-tests'
const fields: PerfectMoneyFields = {
  PAYMENT_ID: 'TOPUP-01JB2ZQ3',
  PAYEE_ACCOUNT: 'U1234567',
  PAYMENT_AMOUNT: '25.00',
  PAYMENT_UNITS: 'USD',
  PAYMENT_BATCH_NUM: '789456123',
  PAYER_ACCOUNT: 'U7654321',
  TIMESTAMPGMT: '1721720663',
}

describe('Perfect Money V2_HASH', () => {
  it('computes MD5 (RFC 1321 vectors) in uppercase hex', async () => {
    expect(await md5Upper('')).toBe('D41D8CD98F00B204E9800998ECF8427E')
    expect(await md5Upper('abc')).toBe('900150983CD24FB0D6963F7D28E17F72')
    expect(await md5Upper('message digest')).toBe('F96B697D7CB7938D525A2F31AAF161D0')
  })

  it('hashes the fields with the passphrase hash between PAYER_ACCOUNT and TIMESTAMPGMT', async () => {
    const passHash = await md5Upper(passphrase)
    // Independent value: printf '%s' "TOPUP-01JB2ZQ3:U1234567:25.00:USD:789456123:U7654321:$passHash:1721720663" | openssl md5
    expect(passHash).toBe('88E2F91F75EA53A64F706251891F9634')
    expect(await perfectMoneyV2Hash(fields, passHash)).toBe('4C0F69C715A3CF293DDD2CA2375BE962')
  })

  it('verifies a posted form and refuses it when any hashed field changes', async () => {
    const passHash = await md5Upper(passphrase)
    const form: Record<string, string> = { ...fields, V2_HASH: await perfectMoneyV2Hash(fields, passHash), PAYMENT_NOTE: 'not hashed' }
    expect(await verifyPerfectMoney(form, passHash)).toBe(true)
    for (const field of Object.keys(fields)) {
      expect(await verifyPerfectMoney({ ...form, [field]: `${form[field]}1` }, passHash), field).toBe(false)
      const dropped = Object.fromEntries(Object.entries(form).filter(([key]) => key !== field))
      expect(await verifyPerfectMoney(dropped, passHash), `without ${field}`).toBe(false)
    }
    // Posted strings are used verbatim: '25.0' is not '25.00'.
    expect(await verifyPerfectMoney({ ...form, PAYMENT_AMOUNT: '25.0' }, passHash)).toBe(false)
    expect(await verifyPerfectMoney({ ...form, PAYMENT_NOTE: 'changed' }, passHash)).toBe(true)
  })

  it('refuses a wrong passphrase and a missing or altered hash', async () => {
    const passHash = await md5Upper(passphrase)
    const form: Record<string, string> = { ...fields, V2_HASH: await perfectMoneyV2Hash(fields, passHash) }
    expect(await verifyPerfectMoney(form, await md5Upper(`${passphrase}x`))).toBe(false)
    expect(await verifyPerfectMoney(form, passHash.toLowerCase())).toBe(false)
    expect(await verifyPerfectMoney(form, '')).toBe(false)
    expect(await verifyPerfectMoney({ ...fields }, passHash)).toBe(false)
    expect(await verifyPerfectMoney({ ...form, V2_HASH: '' }, passHash)).toBe(false)
    expect(await verifyPerfectMoney({ ...form, V2_HASH: '4C0F69C715A3CF293DDD2CA2375BE960' }, passHash)).toBe(false)
  })
})
