import { AFFILIATE_CODE_MAX, AFFILIATE_CODE_PATTERN } from '../contract/agency'
import type { Database } from '../db/client'
import { loadPublicSettings } from '../db/settings'

/** The cookie the sign-up form reads its referral code from (apps/portal features/agency/referral-cookie.ts). */
export const REFERRAL_COOKIE = 'ref'

/** The referral code a page's address carries (`?ref=CODE`), when it has the codes' format. */
export function referralCodeOf(url: URL): string | null {
  const code = url.searchParams.get('ref')
  return code && code.length <= AFFILIATE_CODE_MAX && AFFILIATE_CODE_PATTERN.test(code) ? code : null
}

/**
 * A page asked with `?ref=CODE` (ADR 0030) keeps the code in the visitor's browser for the agency
 * setting's `cookieDays`, so it survives browsing before sign-up; the newest link wins. Set here, by
 * the Worker, rather than by the page's script: it holds without scripts and the setting is at hand.
 * Not httpOnly: the sign-up form fills its field from it (the API still checks the code at sign-up).
 */
export async function withReferralCookie(request: Request, response: Response, db: Database): Promise<Response> {
  const code = request.method === 'GET' ? referralCodeOf(new URL(request.url)) : null
  if (!code) return response
  const days = (await loadPublicSettings(db)).agency.cookieDays
  const kept = new Response(response.body, response)
  kept.headers.append('set-cookie', `${REFERRAL_COOKIE}=${code}; Max-Age=${days * 86_400}; Path=/; Secure; SameSite=Lax`)
  return kept
}
