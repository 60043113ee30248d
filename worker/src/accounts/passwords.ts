import { verifyPassword } from '../auth/password'
import { fail, ok, type Result } from '../contract/errors'
import type { UserRow } from '../db/users'
import type { AccountsContext } from './context'

/** The user's own password: GOOGLE_LOGIN when the account has none yet, WRONG_PASSWORD when it differs. */
export async function checkPassword(ctx: AccountsContext, user: UserRow, password: string): Promise<Result<void>> {
  if (!user.passwordHash) return fail('GOOGLE_LOGIN')
  return (await verifyPassword(password, user.passwordHash, ctx.config.PASSWORD_PEPPER)) ? ok(undefined) : fail('WRONG_PASSWORD')
}
