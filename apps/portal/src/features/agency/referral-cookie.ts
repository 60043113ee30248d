import { AFFILIATE_CODE_MAX, AFFILIATE_CODE_PATTERN } from '@proxy-portal/worker/contract/choices'

/**
 * The referral link's code, kept in the visitor's browser until they sign up: the Worker sets the
 * cookie on any page asked with `?ref=CODE`, for the agency setting's days (worker/src/agency/referral-cookie.ts).
 */
const COOKIE = 'ref'

/** The kept referral code, if any (only in the browser). */
export function rememberedReferral(): string | undefined {
  if (typeof document === 'undefined') return undefined
  const kept = document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${COOKIE}=`))
    ?.slice(COOKIE.length + 1)
  return kept && kept.length <= AFFILIATE_CODE_MAX && AFFILIATE_CODE_PATTERN.test(kept) ? kept : undefined
}
