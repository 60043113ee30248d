import { Hono } from 'hono'
import * as v from 'valibot'
import { confirmEmailChange } from '../accounts/email-change'
import { ConfirmEmailChangeInput } from '../contract/audit'
import { accountsContext } from './accounts-context'
import type { ApiEnv } from './context'
import { describe } from './describe'
import { unwrapResult } from './results'
import { validate } from './validation'

/** The new address's owner confirms an admin's e-mail change with the token of the mailed link (no session needed). */
export const authEmailChange = new Hono<ApiEnv>().post(
  '/confirm-email',
  describe(
    'auth',
    "Confirm an admin's change of an account's e-mail with the token mailed to the new address",
    v.object({ email: v.string() }),
  ),
  validate('json', ConfirmEmailChangeInput),
  async (c) => c.json(unwrapResult(await confirmEmailChange(accountsContext(c), c.req.valid('json').token)), 200),
)
