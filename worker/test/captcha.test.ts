import { createExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { api } from '../src/api/app'
import { bearer, call, expectError, registration, signedInAdmin, validationOf, verifiedCustomer } from './accounts'
import { CAPTCHA_TEST_SECRET } from './constants'

const turnstile = () => ({
  ...env,
  CAPTCHA_PROVIDER: 'turnstile',
  CAPTCHA_SITE_KEY: 'site-key',
  CAPTCHA_SECRET: CAPTCHA_TEST_SECRET,
  CAPTCHA_VERIFY_URL: env.TEST_SITEVERIFY_URL,
})

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

  it("follows the admin's settings: where it is asked and v3's lowest score, within bounds, as the sign-up options say", async () => {
    const admin = bearer((await signedInAdmin()).accessToken)
    const captchaSetting = (captcha: unknown) => call('/api/setting/update', { settings: { captcha } }, { method: 'PUT', headers: admin })
    const providers = async () =>
      (await (await api.fetch(new Request('http://portal.test/api/auth/providers'), turnstile(), createExecutionContext())).json()) as {
        captcha: { register: boolean }
      }
    expect((await providers()).captcha).toEqual({ provider: 'turnstile', siteKey: 'site-key', register: true })

    expect((await captchaSetting({ register: false, signIn: true })).status).toBe(200)
    expect((await providers()).captcha.register).toBe(false)
    expect((await registerWith('turnstile', undefined, 'unasked@portal.test')).status).toBe(200)

    expect((await captchaSetting({ register: true, signIn: true, minScorePercent: 20 })).status).toBe(200)
    await expectError(registerWith('turnstile', undefined, 'asked@portal.test'), 400, 'INVALID_CAPTCHA')
    expect((await registerWith('recaptcha-v3', 'score-0.3', 'lenient-admin@portal.test')).status).toBe(200)

    for (const minScorePercent of [5, 95, 50.5])
      expect(await validationOf(await captchaSetting({ register: true, signIn: true, minScorePercent }))).toEqual({
        'settings.captcha.minScorePercent': 'invalidValue',
      })
    const stored = (await (await call('/api/setting/list')).json()) as { captcha: unknown }
    expect(stored.captcha).toEqual({ register: true, signIn: true, minScorePercent: 20 })
  })

  it('an admin can stop asking at sign-in: past the wrong-guess count the address is refused for a while instead', async () => {
    const admin = bearer((await signedInAdmin()).accessToken)
    await verifiedCustomer('guessed@portal.test')
    const signIn = (password: string) =>
      api.fetch(
        new Request('http://portal.test/api/auth/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'cf-connecting-ip': '203.0.113.90' },
          body: JSON.stringify({ username: 'guessed@portal.test', password }),
        }),
        turnstile(),
        createExecutionContext(),
      )
    for (let i = 0; i < 5; i++) await expectError(signIn('Wrong123'), 400, 'WRONG_PASSWORD')
    await expectError(signIn('Secret123'), 400, 'CAPTCHA_REQUIRED')
    const off = await call(
      '/api/setting/update',
      { settings: { captcha: { register: true, signIn: false } } },
      { method: 'PUT', headers: admin },
    )
    expect(off.status).toBe(200)
    await expectError(signIn('Secret123'), 429, 'TOO_MANY_REQUEST')
  })
})
