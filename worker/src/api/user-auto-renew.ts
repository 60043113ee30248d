import { Hono } from 'hono'
import * as v from 'valibot'
import { setAccountAutoRenew } from '../bought-proxies/auto-renew'
import { UserAutoRenewInput } from '../contract/bought-proxies'
import type { ApiEnv } from './context'
import { describe } from './describe'
import { signedIn } from './session'
import { validate } from './validation'

/** The account-wide auto-renew of private proxies (spec: PUT /api/user/auto-renew, the switch on /account). */
export const userAutoRenew = new Hono<ApiEnv>().put(
  '/auto-renew',
  describe(
    'user',
    'Auto-renew every private proxy order the user holds, and every order bought later; answers how many orders changed',
    v.object({ autoRenew: v.boolean(), updated: v.number() }),
    'signed-in',
  ),
  signedIn(),
  validate('json', UserAutoRenewInput),
  async (c) => c.json(await setAccountAutoRenew(c.get('db'), c.get('auth').user.id, c.req.valid('json').autoRenew, c.get('now')), 200),
)
