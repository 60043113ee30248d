import type { Config } from '../../config'

export type CaptchaProvider = Config['CAPTCHA_PROVIDER']

/** What the portal needs to show a captcha; `provider: 'off'` means none is asked for. */
export type CaptchaPublic = { provider: CaptchaProvider; siteKey: string | null }

const defaultVerifyUrl: Record<Exclude<CaptchaProvider, 'off'>, string> = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  'recaptcha-v2': 'https://www.google.com/recaptcha/api/siteverify',
  'recaptcha-v3': 'https://www.google.com/recaptcha/api/siteverify',
}

export function captchaPublic(config: Config): CaptchaPublic {
  return { provider: config.CAPTCHA_PROVIDER, siteKey: config.CAPTCHA_SITE_KEY ?? null }
}

/**
 * Siteverify check (Turnstile and reCAPTCHA speak the same protocol): form-encoded secret, response
 * and remoteip; `success`, and for reCAPTCHA v3 a score at or above the threshold. Off: always passes.
 */
export async function verifyCaptcha(config: Config, token: string | undefined, ip: string | undefined): Promise<boolean> {
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
    if (provider === 'recaptcha-v3') return typeof result.score === 'number' && result.score >= config.CAPTCHA_MIN_SCORE
    return true
  } catch (error) {
    console.error('captcha siteverify unreachable', error)
    return false
  }
}
