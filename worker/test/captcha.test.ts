import { createExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { api } from '../src/api/app'
import { expectError, registration } from './accounts'
import { CAPTCHA_TEST_SECRET } from './constants'

function registerWith(provider: string, captchaToken: string | undefined, email: string, extra: Record<string, string> = {}) {
  const settings = {
    ...env,
    CAPTCHA_PROVIDER: provider,
    CAPTCHA_SITE_KEY: 'site-key',
    CAPTCHA_SECRET: CAPTCHA_TEST_SECRET,
    CAPTCHA_VERIFY_URL: env.TEST_SITEVERIFY_URL,
    ...extra,
  }
  const request = new Request('http://portal.test/api/auth/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(registration(email, captchaToken ? { captchaToken } : {})),
  })
  return api.fetch(request, settings, createExecutionContext())
}

describe('captcha on registration', () => {
  it('Turnstile and reCAPTCHA v2: a token siteverify accepts passes; a missing or failing one is INVALID_CAPTCHA', async () => {
    for (const provider of ['turnstile', 'recaptcha-v2']) {
      expect((await registerWith(provider, 'pass', `${provider}@portal.test`)).status, provider).toBe(200)
      await expectError(registerWith(provider, 'fail', `${provider}-2@portal.test`), 400, 'INVALID_CAPTCHA')
      await expectError(registerWith(provider, undefined, `${provider}-3@portal.test`), 400, 'INVALID_CAPTCHA')
    }
  })

  it('reCAPTCHA v3: the score must reach the threshold', async () => {
    expect((await registerWith('recaptcha-v3', 'score-0.9', 'human@portal.test')).status).toBe(200)
    await expectError(registerWith('recaptcha-v3', 'score-0.3', 'bot@portal.test'), 400, 'INVALID_CAPTCHA')
    expect((await registerWith('recaptcha-v3', 'score-0.3', 'lenient@portal.test', { CAPTCHA_MIN_SCORE: '0.2' })).status).toBe(200)
  })

  it('a wrong secret fails closed', async () => {
    await expectError(registerWith('turnstile', 'pass', 'secret@portal.test', { CAPTCHA_SECRET: 'wrong' }), 400, 'INVALID_CAPTCHA')
  })

  it('is off in local mode and the sign-up options say so', async () => {
    const providers = await (await api.fetch(new Request('http://portal.test/api/auth/providers'), env, createExecutionContext())).json()
    expect(providers).toMatchObject({ captcha: { provider: 'off', siteKey: null }, localMode: true })
  })
})
