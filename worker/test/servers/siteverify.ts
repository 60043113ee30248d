import { CAPTCHA_TEST_SECRET } from '../constants'
import { json, serve } from './http'

/**
 * Stands in for Turnstile's and reCAPTCHA's siteverify: a form-encoded POST of secret, response and
 * remoteip, answered with `success` (and a `score` for reCAPTCHA v3). Tokens: "pass", "fail",
 * "score-0.9" and the like. A wrong secret answers invalid-input-secret, as the real ones do.
 */
export async function startSiteverify() {
  return serve((request, body, response) => {
    const form = new URLSearchParams(body)
    if (request.method !== 'POST' || !request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
      return json(response, 405, { success: false, 'error-codes': ['bad-request'] })
    }
    if (form.get('secret') !== CAPTCHA_TEST_SECRET) return json(response, 200, { success: false, 'error-codes': ['invalid-input-secret'] })
    const token = form.get('response') ?? ''
    const score = /^score-([\d.]+)$/.exec(token)?.[1]
    if (score) return json(response, 200, { success: true, score: Number(score), action: 'register', hostname: 'portal.test' })
    if (token === 'pass') return json(response, 200, { success: true, hostname: 'portal.test', challenge_ts: new Date().toISOString() })
    json(response, 200, { success: false, 'error-codes': ['invalid-input-response'] })
  })
}
