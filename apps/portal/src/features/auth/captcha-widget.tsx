import type { AuthProviders } from '@proxy-portal/worker/contract/auth'
import { useEffect, useRef, useState } from 'react'
import { m } from '../../paraglide/messages'
import { loadScript } from './script-loader'

type Captcha = AuthProviders['captcha']
type Widget = { render(element: HTMLElement, options: Record<string, unknown>): unknown }

const scripts = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
  'recaptcha-v2': 'https://www.google.com/recaptcha/api.js?render=explicit',
} as const

/** For reCAPTCHA v3 the token is made at submit time, for the page's action. */
export async function recaptchaV3Token(siteKey: string, action: 'register' | 'login' = 'register'): Promise<string> {
  await loadScript(`https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`)
  const grecaptcha = (window as unknown as { grecaptcha: { ready(f: () => void): void; execute(key: string, o: object): Promise<string> } })
    .grecaptcha
  await new Promise<void>((resolve) => grecaptcha.ready(resolve))
  return grecaptcha.execute(siteKey, { action })
}

/**
 * The configured captcha (Turnstile or reCAPTCHA v2 as a widget; v3 runs at submit). When none is
 * configured, as in local mode, it says so instead.
 */
export function CaptchaWidget({ captcha, onToken }: { captcha: Captcha; onToken: (token: string | undefined) => void }) {
  const container = useRef<HTMLDivElement>(null)
  const [failed, setFailed] = useState(false)
  const provider = captcha.provider
  useEffect(() => {
    if ((provider !== 'turnstile' && provider !== 'recaptcha-v2') || !captcha.siteKey) return
    let cancelled = false
    loadScript(scripts[provider])
      .then(() => {
        const global = provider === 'turnstile' ? 'turnstile' : 'grecaptcha'
        const widget = (window as unknown as Record<string, Widget | undefined>)[global]
        if (cancelled || !widget || !container.current) return
        widget.render(container.current, {
          sitekey: captcha.siteKey,
          callback: (token: string) => onToken(token),
          'expired-callback': () => onToken(undefined),
        })
      })
      .catch(() => setFailed(true))
    return () => {
      cancelled = true
    }
  }, [provider, captcha.siteKey, onToken])

  if (provider === 'off') return <p className="text-base-content/60 text-sm">{m.captcha_off()}</p>
  if (failed) return <p className="text-error text-sm">{m.captcha_unavailable()}</p>
  if (provider === 'recaptcha-v3') return <p className="text-base-content/60 text-xs">{m.captcha_v3_notice()}</p>
  return <div ref={container} />
}
