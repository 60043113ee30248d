import type { Config } from '../../config'
import type { CaptchaSettings } from '../../contract/settings'

export type CaptchaProvider = Config['CAPTCHA_PROVIDER']

/**
 * What the portal needs to show a captcha; `provider: 'off'` means none is asked for, `register`
 * whether registration asks for it (an admin setting).
 */
export type CaptchaPublic = { provider: CaptchaProvider; siteKey: string | null; register: boolean }

const defaultVerifyUrl: Record<Exclude<CaptchaProvider, 'off'>, string> = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  'recaptcha-v2': 'https://www.google.com/recaptcha/api/siteverify',
  'recaptcha-v3': 'https://www.google.com/recaptcha/api/siteverify',
}

export function captchaPublic(config: Config, policy: CaptchaSettings): CaptchaPublic {
  const provider = config.CAPTCHA_PROVIDER
  return { provider, siteKey: config.CAPTCHA_SITE_KEY ?? null, register: provider !== 'off' && policy.register }
}

/**
 * Siteverify check (Turnstile and reCAPTCHA speak the same protocol): form-encoded secret, response
 * and remoteip; `success`, and for reCAPTCHA v3 a score at or above the threshold (the admin's setting,
 * else CAPTCHA_MIN_SCORE). Off: always passes.
 */
export async function verifyCaptcha(
  config: Config,
  policy: CaptchaSettings,
  token: string | undefined,
  ip: string | undefined,
): Promise<boolean> {
  const provider = config.CAPTCHA_PROVIDER
  if (provider === 'off') return true
  if (!token || !config.CAPTCHA_SECRET) return false
  const form = new URLSearchParams({ secret: config.CAPTCHA_SECRET, response: token })
  if (ip) form.set('remoteip', ip)
  try {
    const response = await fetch(config.CAPTCHA_VERIFY_URL ?? defaultVerifyUrl[provider], { method: 'POST', body: form })
    if (!response.ok) return false
    const result = (await response.json()) as { success?: unknown; score?: unknown }
    if (result.success !== true) return false
    const minScore = policy.minScorePercent === undefined ? config.CAPTCHA_MIN_SCORE : policy.minScorePercent / 100
    if (provider === 'recaptcha-v3') return typeof result.score === 'number' && result.score >= minScore
    return true
  } catch (error) {
    console.error('captcha siteverify unreachable', error)
    return false
  }
}
