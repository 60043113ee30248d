import { describe, expect, it } from 'vitest'
import { call, validationOf } from './accounts'
import { customer } from './provider-deliveries'

/** Issue 12, item 10: a dollar amount is read as the decimal it was written as, never rounded from a float. */
describe('dollar amounts', () => {
  it('takes whole cents exactly and refuses what is not whole cents instead of rounding it', async () => {
    const buyer = await customer()
    for (const amount of [10.000000001, 4.351, 2 + 1e-12]) {
      expect(await validationOf(call('/api/user/paypal-create-order', { amount }, { headers: buyer.auth }))).toEqual({
        amount: 'invalidValue',
      })
    }
    const response = await call('/api/user/paypal-create-order', { amount: 4.35 }, { headers: buyer.auth })
    expect(response.status).toBe(200)
    const { topup } = (await response.json()) as { topup: { paid: { amount: number; currency: string } } }
    expect(topup.paid).toEqual({ amount: 435, currency: 'USD' })
  })
})
