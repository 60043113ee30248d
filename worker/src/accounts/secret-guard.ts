import type { ErrorCode, Result } from '../contract/errors'

/**
 * Limits on guessing an account's secrets (its password, its two-factor codes), at sign-in and at
 * the account's own checks; the API implements it with the rate limits (ADR 0021).
 */
export type SecretGuard = {
  /** Before a secret of this account is checked: go on, or the code to answer instead. */
  admit(userId: string): Promise<Result<void>>
  /** After the check: a wrong secret counts against the account; a right one clears this address's count. */
  settle(userId: string, right: boolean): Promise<void>
}

/** What a wrong guess answers; other failures (MISSING_2FA, NOT_VERIFY_MAIL...) guessed nothing wrong. */
const wrongSecret = new Set<ErrorCode>(['WRONG_PASSWORD', 'INVALID_2FA'])

/** Runs `check` of the user's secrets under the guard. */
export async function guarded<T>(guard: SecretGuard, userId: string, check: () => Promise<Result<T>>): Promise<Result<T>> {
  const admitted = await guard.admit(userId)
  if (!admitted.ok) return admitted
  const result = await check()
  if (result.ok) await guard.settle(userId, true)
  else if (wrongSecret.has(result.code)) await guard.settle(userId, false)
  return result
}
