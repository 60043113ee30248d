import { describe, expect, it } from 'vitest'
import { bearer, call, expectError, login, signedInAdmin, validationOf, verifiedCustomer } from './accounts'

const bank = { bankBin: '970436', bankName: 'Vietcombank', accountNumber: '1023456789', accountName: 'CONG TY PROXY' }
const update = (auth: Record<string, string>, settings: unknown) =>
  call('/api/setting/update', { settings }, { method: 'PUT', headers: auth })

describe('PUT /api/setting/update', () => {
  it('lets an admin set the bank accounts and the rate, which the top-up page and its methods then use', async () => {
    const admin = bearer((await signedInAdmin()).accessToken)
    expect(await (await call('/api/bill/methods')).json()).toMatchObject({ bank: false })
    const answer = await update(admin, { bankAccounts: [bank], vndPerUsd: 25_500 })
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({ bankAccounts: [bank], vndPerUsd: 25_500 })
    expect(await (await call('/api/setting/list')).json()).toMatchObject({ bankAccounts: [bank], vndPerUsd: 25_500 })
    expect(await (await call('/api/setting/list-setting', undefined, { headers: admin })).json()).toMatchObject({ vndPerUsd: 25_500 })
    // The bank webhook keys are configured in the test Worker: with an account, bank transfer is on.
    expect(await (await call('/api/bill/methods')).json()).toMatchObject({ bank: true })

    // null resets a setting to its default; the others stay.
    expect(await (await update(admin, { vndPerUsd: null })).json()).toMatchObject({ bankAccounts: [bank], vndPerUsd: 26_000 })
  })

  it('refuses customers, bad values (nothing stored) and an empty change', async () => {
    const admin = bearer((await signedInAdmin()).accessToken)
    await verifiedCustomer('buyer@portal.test')
    const customer = bearer((await login('buyer@portal.test')).accessToken)
    await expectError(update(customer, { vndPerUsd: 1 }), 409, 'PERMISSION_DENIED')
    await expectError(call('/api/setting/list-setting', undefined, { headers: customer }), 409, 'PERMISSION_DENIED')

    const bad = await update(admin, { vndPerUsd: 25_000, bankAccounts: [{ ...bank, bankBin: '97' }] })
    expect(await validationOf(bad)).toEqual({ 'settings.bankAccounts.0.bankBin': 'invalidValue' })
    expect(await (await call('/api/setting/list')).json()).toMatchObject({ vndPerUsd: 26_000, bankAccounts: [] })
    await expectError(update(admin, {}), 400, 'INVALID_INPUT')
    await expectError(update(admin, { unknownKey: 1 }), 400, 'INVALID_INPUT')
  })
})
