import type { Context } from 'hono'
import type { SecretGuard } from '../accounts/secret-guard'
import { config } from '../config'
import { fail, ok } from '../contract/errors'
import { loadSetting } from '../db/settings'
import { verifyCaptcha } from '../providers/captcha/captcha'
import type { ApiEnv } from './context'
import { clearHits, countHit, limitWait, sayRetryAfter } from './rate-limit'
import { clientIp } from './request-meta'

/**
 * The API's guard on guessing an account's secrets (ADR 0021). Wrong guesses count per account and
 * address together, so an attacker's guesses never refuse the owner at another address, and per
 * account from everywhere. Past either count a sign-in asks for the captcha instead of refusing;
 * without a captcha (local mode, none configured, or turned off for sign-ins by an admin) only the account-and-address count refuses,
 * with TOO_MANY_REQUEST. Checks behind a session (`captcha: null`) refuse past the same count.
 */
export function secretLimits(c: Context<ApiEnv>, options: { captcha: { token: string | undefined } | null }): SecretGuard {
  const ip = clientIp(c) ?? 'unknown'
  const here = (userId: string) => `${userId}:${ip}`
  return {
    async admit(userId) {
      const [byAddress, byAccount] = await Promise.all([
        limitWait(c, 'loginFailuresPerAccountIp', here(userId)),
        limitWait(c, 'loginFailuresPerAccount', userId),
      ])
      if (byAddress === 0 && byAccount === 0) return ok(undefined)
      const settings = config(c.env)
      const policy = await loadSetting(c.get('db'), 'captcha')
      if (!options.captcha || settings.CAPTCHA_PROVIDER === 'off' || !policy.signIn) {
        if (byAddress === 0) return ok(undefined)
        sayRetryAfter(c, byAddress)
        return fail('TOO_MANY_REQUEST')
      }
      if (!options.captcha.token) return fail('CAPTCHA_REQUIRED')
      return (await verifyCaptcha(settings, policy, options.captcha.token, clientIp(c))) ? ok(undefined) : fail('INVALID_CAPTCHA')
    },
    async settle(userId, right) {
      if (right) await clearHits(c, 'loginFailuresPerAccountIp', here(userId))
      else await Promise.all([countHit(c, 'loginFailuresPerAccountIp', here(userId)), countHit(c, 'loginFailuresPerAccount', userId)])
    },
  }
}
