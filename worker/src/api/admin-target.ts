import type { Context } from 'hono'
import { findUserById } from '../db/users'
import { refusalToActOn } from '../domain/admin-roles'
import type { ApiEnv } from './context'
import { ApiError } from './errors'

/**
 * Before an admin moves money on an account: an admin of role 2 may not touch a role-0 admin's balance
 * (ADR 0024). A missing account is left to the money call, which answers USER_NOT_EXISTS.
 */
export async function refuseOwnerForStaff(c: Context<ApiEnv>, userId: string): Promise<void> {
  const user = await findUserById(c.get('db'), userId)
  if (user && refusalToActOn(c.get('auth').user, user) === 'owner') throw new ApiError('ADMIN_ERROR')
}
