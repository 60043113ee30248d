import { describe, expect, it } from 'vitest'
import type { TopupView } from '../src/contract/ledger'
import { expectError } from './accounts'
import { balanceOf, expectBooksBalance } from './money'
import { apiWithout, type Customer, customer, jsonInit, movements, okJson, outcomesOf, setRate, topupOf, userCall } from './payment-helpers'
import { flipLast, perfectMoneyStatus, perfectMoneyV2Hash } from './payment-signers'
import { request } from './worker'

type Started = { form: { action: string; fields: Record<string, string> }; topup: TopupView }

const start = (who: Customer, amount: number) => okJson<Started>(userCall(who, '/api/user/perfect-money-create-order', { amount }))

/** Perfect Money calling our STATUS_URL (form-encoded, no Origin, no session). */
const STATUS_PATH = '/api/user/perfect-money-complete-payment'
const posted = (form: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(form).toString(),
})
const statusCall = (form: Record<string, string>) => request(STATUS_PATH, posted(form))

async function expectAnswer(response: Promise<Response>, status: number, text: string) {
  const answered = await response
  expect({ status: answered.status, text: await answered.text() }).toEqual({ status, text })
}

describe('Perfect Money SCI', () => {
  it('is PAYMENT_METHOD_OFF without a payee account, for the form and for the status call', async () => {
    const who = await customer()
    await expectError(
      apiWithout(['PM_PAYEE_ACCOUNT'], '/api/user/perfect-money-create-order', jsonInit(who, { amount: 10 })),
      400,
      'PAYMENT_METHOD_OFF',
    )
    const form = await perfectMoneyStatus('any', '10.00')
    await expectError(apiWithout(['PM_PASSPHRASE_MD5'], STATUS_PATH, posted(form)), 400, 'PAYMENT_METHOD_OFF')
  })

  it('answers the SCI form; its return pages show the portal and credit nothing', async () => {
    const who = await customer()
    const { form, topup } = await start(who, 12.5)
    expect(form.action).toBe('https://perfectmoney.com/api/step1.asp')
    expect(form.fields).toMatchObject({
      PAYEE_ACCOUNT: 'U1234567',
      PAYMENT_ID: topup._id,
      PAYMENT_AMOUNT: '12.50',
      PAYMENT_UNITS: 'USD',
      STATUS_URL: 'http://portal.test/api/user/perfect-money-complete-payment',
      PAYMENT_URL: `http://portal.test/topup/perfectmoney-success?id=${topup._id}`,
      NOPAYMENT_URL: `http://portal.test/topup/perfectmoney-failed?id=${topup._id}`,
    })
    for (const page of [form.fields.PAYMENT_URL, form.fields.NOPAYMENT_URL])
      expect(await (await request(page ?? '')).text()).toMatch(/^portal:/)
    expect(await balanceOf(who.userId)).toBe(0)
    expect(await topupOf(who, topup._id)).toMatchObject({ status: 'processing', paid: { amount: 1250, currency: 'USD' } })
  })

  it('credits a verified status call once, at the rate of the day the form was made, with the 10% promotion', async () => {
    const who = await customer()
    const { topup } = await start(who, 50)
    await setRate(20_000)
    const form = await perfectMoneyStatus(topup._id, '50.00')
    const first = await Promise.all([statusCall(form), statusCall(form), statusCall(form)])
    for (const answer of [...first, await statusCall(form)]) expect(await answer.text()).toBe('OK')
    expect(await movements(who)).toEqual([
      { type: 'topup', amount: 1_300_000 },
      { type: 'promotion', amount: 130_000 },
    ])
    expect(await balanceOf(who.userId)).toBe(1_430_000)
    await expectBooksBalance(who.userId)
    expect(await topupOf(who, topup._id)).toMatchObject({ status: 'success', amount: 1_300_000, bonus: 130_000 })
    expect(await outcomesOf('perfectmoney', form.PAYMENT_BATCH_NUM)).toEqual(['credited', 'credited', 'credited', 'credited'])
  })

  it('refuses a V2_HASH that does not cover what was posted, whichever signed field changed', async () => {
    const who = await customer()
    const { topup } = await start(who, 20)
    const form = await perfectMoneyStatus(topup._id, '20.00')
    const signed = [
      'PAYMENT_ID',
      'PAYEE_ACCOUNT',
      'PAYMENT_AMOUNT',
      'PAYMENT_UNITS',
      'PAYMENT_BATCH_NUM',
      'PAYER_ACCOUNT',
      'TIMESTAMPGMT',
    ] as const
    const changed = { PAYMENT_AMOUNT: '2000.00', PAYMENT_UNITS: 'EUR', TIMESTAMPGMT: String(Number(form.TIMESTAMPGMT) + 1) }
    for (const field of signed)
      await expectAnswer(statusCall({ ...form, [field]: changed[field as keyof typeof changed] ?? `${form[field]}9` }), 401, 'bad hash')
    const otherPassphrase = { ...form, V2_HASH: await perfectMoneyV2Hash(form, 'another-passphrase') }
    const { V2_HASH: _, ...unsigned } = form
    for (const bad of [otherPassphrase, { ...form, V2_HASH: flipLast(form.V2_HASH) }, unsigned, { ...form, V2_HASH: '' }])
      await expectAnswer(statusCall(bad), 401, 'bad hash')
    expect(await balanceOf(who.userId)).toBe(0)
    // Nothing of a message with a bad hash is kept (issue 12, item 1).
    expect(await outcomesOf('perfectmoney', form.PAYMENT_BATCH_NUM)).toEqual([])
    await expectAnswer(statusCall(form), 200, 'OK')
    expect(await balanceOf(who.userId)).toBe(520_000)
  })

  it('credits nothing for a genuine call that is not this top-up: payee, currency, amount, unknown payment', async () => {
    const who = await customer()
    const { topup } = await start(who, 30)
    await expectAnswer(statusCall(await perfectMoneyStatus(topup._id, '30.00', { PAYEE_ACCOUNT: 'U9999999' })), 400, 'INVALID_INPUT')
    await expectAnswer(statusCall(await perfectMoneyStatus(topup._id, '30.00', { PAYMENT_UNITS: 'EUR' })), 400, 'INVALID_INPUT')
    await expectAnswer(statusCall(await perfectMoneyStatus(topup._id, '29.99')), 400, 'INVALID_INPUT')
    await expectAnswer(statusCall(await perfectMoneyStatus('no-such-topup', '30.00')), 400, 'NOT_HAVE_TRANSACTION')
    expect(await balanceOf(who.userId)).toBe(0)
    expect(await topupOf(who, topup._id)).toMatchObject({ status: 'processing' })
  })

  it('does not credit a top-up twice: another payment batch for it, even at once, is PAYMENT_ALREADY_DONE and kept', async () => {
    const who = await customer()
    const { topup } = await start(who, 10)
    const batches = await Promise.all([perfectMoneyStatus(topup._id, '10.00'), perfectMoneyStatus(topup._id, '10.00')])
    const answers = await Promise.all(batches.map(async (form) => (await statusCall(form)).text()))
    expect([...answers].sort()).toEqual(['OK', 'PAYMENT_ALREADY_DONE'])
    const late = await perfectMoneyStatus(topup._id, '10.00')
    await expectAnswer(statusCall(late), 400, 'PAYMENT_ALREADY_DONE')
    expect(await balanceOf(who.userId)).toBe(260_000)
    expect(await outcomesOf('perfectmoney', late.PAYMENT_BATCH_NUM)).toEqual(['PAYMENT_ALREADY_DONE'])
  })

  it('gives the promotion only over 44 USD (10%) and over 220 USD (15%)', async () => {
    const who = await customer()
    const credited: { amount: number; bonus: number }[] = []
    for (const [dollars, text] of [
      [44, '44.00'],
      [44.01, '44.01'],
      [220, '220.00'],
      [220.01, '220.01'],
    ] as const) {
      const { topup } = await start(who, dollars)
      await expectAnswer(statusCall(await perfectMoneyStatus(topup._id, text)), 200, 'OK')
      const { amount, bonus } = (await topupOf(who, topup._id)) as TopupView
      credited.push({ amount, bonus })
    }
    expect(credited).toEqual([
      { amount: 1_144_000, bonus: 0 },
      { amount: 1_144_260, bonus: 114_426 },
      { amount: 5_720_000, bonus: 572_000 },
      { amount: 5_720_260, bonus: 858_039 },
    ])
    await expectBooksBalance(who.userId)
  })
})
