import { Hono } from 'hono'
import * as v from 'valibot'
import { UsdAmountInput } from '../contract/billing'
import { TopupView } from '../contract/ledger'
import { startUsdt, usdtOn } from '../money/payments/usdt'
import type { ApiEnv } from './context'
import { describe } from './describe'
import { ApiError } from './errors'
import { centsOf, paymentDeps } from './payment-context'
import { unwrapResult } from './results'
import { signedIn } from './session'
import { validate } from './validation'

const Started = v.object({ address: v.string(), amount: v.string(), expiresAt: v.number(), topup: TopupView })

export const payUsdt = new Hono<ApiEnv>().post(
  '/usdt-create-order',
  describe('user', 'USDT (TRC20): the address and the exact amount to send within an hour', Started, 'signed-in'),
  signedIn(),
  validate('json', UsdAmountInput),
  async (c) => {
    const deps = await paymentDeps(c)
    if (!usdtOn(deps.config)) throw new ApiError('PAYMENT_METHOD_OFF')
    return c.json(unwrapResult(await startUsdt(deps, c.get('auth').user.id, centsOf(c.req.valid('json').amount))), 200)
  },
)
