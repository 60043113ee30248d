import { verifyPassword } from '../auth/password'
import { fail, ok, type Result } from '../contract/errors'
import type { UserRow } from '../db/users'
import type { AccountsContext } from './context'

/**
 * The user's own password; WRONG_PASSWORD when it differs. An account made by Google sign-in has
 * none yet: at sign-in that is GOOGLE_LOGIN (log in with Google and set one), elsewhere MISS_PASSWORD.
 */
export async function checkPassword(
  ctx: AccountsContext,
  user: UserRow,
  password: string,
  withoutPassword: 'GOOGLE_LOGIN' | 'MISS_PASSWORD' = 'MISS_PASSWORD',
): Promise<Result<void>> {
  if (!user.passwordHash) return fail(withoutPassword)
  return (await verifyPassword(password, user.passwordHash, ctx.config.PASSWORD_PEPPER)) ? ok(undefined) : fail('WRONG_PASSWORD')
}
