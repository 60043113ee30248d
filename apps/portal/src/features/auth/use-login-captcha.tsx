import type { ErrorCode } from '@proxy-portal/worker/contract/errors'
import { useCallback, useState } from 'react'
import { m } from '../../paraglide/messages'
import { useAuthProviders } from './auth-providers-query'
import { CaptchaWidget, recaptchaV3Token } from './captcha-widget'

/**
 * The sign-in's captcha step (ADR 0021): hidden until the API asks for it (CAPTCHA_REQUIRED) or
 * refuses a solved one (INVALID_CAPTCHA). A token works once, so every attempt takes the current
 * token and shows a fresh widget for the next one.
 */
export function useLoginCaptcha() {
  const captcha = useAuthProviders()?.captcha
  const [asked, setAsked] = useState(false)
  const [token, setToken] = useState<string>()
  const [round, setRound] = useState(0)
  const onToken = useCallback((value: string | undefined) => setToken(value), [])

  /** The token for this attempt (none before the captcha is asked for). */
  const take = async (): Promise<string | undefined> => {
    if (!asked || !captcha || captcha.provider === 'off') return undefined
    if (captcha.provider === 'recaptcha-v3')
      return captcha.siteKey ? recaptchaV3Token(captcha.siteKey, 'login').catch(() => undefined) : undefined
    setToken(undefined)
    setRound((n) => n + 1)
    return token
  }

  /** After a failed attempt: shows the captcha when the API asked for it. */
  const noteFailure = (code: ErrorCode) => {
    if (code === 'CAPTCHA_REQUIRED' || code === 'INVALID_CAPTCHA') setAsked(true)
  }

  const widget =
    asked && captcha && captcha.provider !== 'off' ? (
      <div className="space-y-1">
        <p className="text-sm">{m.login_captcha_prompt()}</p>
        <CaptchaWidget key={round} captcha={captcha} onToken={onToken} />
      </div>
    ) : null

  return { take, noteFailure, widget }
}
