import { Hono } from 'hono'
import * as v from 'valibot'
import { TopupView } from '../contract/ledger'
import { userTopup } from '../money/topups'
import { toTopupView } from '../money/views'
import type { ApiEnv } from './context'
import { describe } from './describe'
import { ApiError } from './errors'
import { signedIn } from './session'
import { validate } from './validation'

/** One of the user's top-ups, for the result page a payment returns to (it shows; it never credits). */
export const topupStatus = new Hono<ApiEnv>().get(
  '/topup/:id',
  describe('user', "One of the signed-in user's top-ups (result pages poll it)", TopupView, 'api-key'),
  signedIn({ apiKey: true }),
  validate('param', v.object({ id: v.pipe(v.string(), v.maxLength(64, 'tooLong')) })),
  async (c) => {
    const topup = await userTopup(c.get('db'), c.get('auth').user.id, c.req.valid('param').id)
    if (!topup) throw new ApiError('NOT_HAVE_TRANSACTION')
    return c.json(toTopupView(topup), 200)
  },
)
