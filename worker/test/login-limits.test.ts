import { createExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { api } from '../src/api/app'
import { expectError, verifiedCustomer } from './accounts'
import { CAPTCHA_TEST_SECRET } from './constants'

type Attempt = { ip: string; password?: string; username?: string; captchaToken?: string }

/** A sign-in from `ip` against a Worker configured with `settings` (the test configuration unless given). */
async function signIn(attempt: Attempt, settings: Record<string, unknown> = {}): Promise<Response> {
  const body = { username: attempt.username ?? 'owner', password: attempt.password ?? 'Wrong123', captchaToken: attempt.captchaToken }
  const request = new Request('http://portal.test/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': attempt.ip },
    body: JSON.stringify(body),
  })
  return api.fetch(request, { ...env, ...settings }, createExecutionContext())
}

const withCaptcha = {
  CAPTCHA_PROVIDER: 'turnstile',
  CAPTCHA_SITE_KEY: 'site-key',
  CAPTCHA_SECRET: CAPTCHA_TEST_SECRET,
  CAPTCHA_VERIFY_URL: env.TEST_SITEVERIFY_URL,
}

const statuses = (responses: Response[]) => responses.map((response) => response.status)
const wait = (ms: number) => new Promise((done) => setTimeout(done, ms))

describe('sign-in limits (issue 12 item 3, ADR 0021)', () => {
  it("an attacker's wrong passwords from one address never refuse the owner's right password from another", async () => {
    await verifiedCustomer('owner@portal.test')
    const attacker = []
    for (let i = 0; i < 8; i++) attacker.push(await signIn({ ip: '203.0.113.66' }))
    expect(statuses(attacker)).toEqual([400, 400, 400, 400, 400, 429, 429, 429])
    const refused = attacker[5] as Response
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    await expectError(refused, 429, 'TOO_MANY_REQUEST')
    // Even the right password is refused at the attacker's address (captcha off: nothing else to ask).
    await expectError(signIn({ ip: '203.0.113.66', password: 'Secret123' }), 429, 'TOO_MANY_REQUEST')
    expect((await signIn({ ip: '198.51.100.7', password: 'Secret123' })).status).toBe(200)
    expect((await signIn({ ip: '198.51.100.7', password: 'Secret123', username: 'owner@portal.test' })).status).toBe(200)
  })

  it('past the threshold, with a captcha configured, the sign-in asks for the captcha instead of refusing', async () => {
    await verifiedCustomer('owner@portal.test')
    const ip = '203.0.113.67'
    for (let i = 0; i < 5; i++) await expectError(signIn({ ip }, withCaptcha), 400, 'WRONG_PASSWORD')
    await expectError(signIn({ ip, password: 'Secret123' }, withCaptcha), 400, 'CAPTCHA_REQUIRED')
    await expectError(signIn({ ip, password: 'Secret123', captchaToken: 'fail' }, withCaptcha), 400, 'INVALID_CAPTCHA')
    // With a solved captcha a wrong password is still only wrong, and the right one signs in.
    await expectError(signIn({ ip, captchaToken: 'pass' }, withCaptcha), 400, 'WRONG_PASSWORD')
    expect((await signIn({ ip, password: 'Secret123', captchaToken: 'pass' }, withCaptcha)).status).toBe(200)
    // The right password cleared this address's count: no captcha on the next sign-in.
    expect((await signIn({ ip, password: 'Secret123' }, withCaptcha)).status).toBe(200)
  })

  it('wrong guesses for one account from many addresses make every sign-in to it ask for the captcha, and refuse nobody without one', async () => {
    await verifiedCustomer('owner@portal.test')
    const botnet = await Promise.all(Array.from({ length: 20 }, (_, n) => signIn({ ip: `192.0.2.${n + 1}` })))
    expect(statuses(botnet)).toEqual(Array(20).fill(400))
    await expectError(signIn({ ip: '198.51.100.8', password: 'Secret123' }, withCaptcha), 400, 'CAPTCHA_REQUIRED')
    expect((await signIn({ ip: '198.51.100.8', password: 'Secret123', captchaToken: 'pass' }, withCaptcha)).status).toBe(200)
    // Without a captcha to ask for, the owner is never locked out by other addresses' guesses.
    expect((await signIn({ ip: '198.51.100.9', password: 'Secret123' })).status).toBe(200)
  })

  it('limits every attempt from one address across accounts, and says when to come back', async () => {
    const attempts = []
    for (let i = 0; i < 21; i++) attempts.push(await signIn({ ip: '203.0.113.68', username: `nobody${i}` }))
    expect(statuses(attempts)).toEqual([...Array(20).fill(404), 429])
    expect(Number(attempts[20]?.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await signIn({ ip: '203.0.113.69', username: 'nobody' })).status).toBe(404)
  })

  it('takes its limits and windows from RATE_LIMITS, and lets no burst of twice the limit through at a window boundary', async () => {
    const settings = { RATE_LIMITS: 'loginPerIp=4/2' }
    const from = (ip: string, n: number) => Promise.all(Array.from({ length: n }, (_, i) => signIn({ ip, username: `n${i}` }, settings)))
    // Four at once, then nothing until a fifth of the window has passed: one more per 500 ms.
    const burst = await from('203.0.113.70', 5)
    expect(statuses(burst).sort()).toEqual([404, 404, 404, 404, 429])
    expect(burst.find((response) => response.status === 429)?.headers.get('retry-after')).toBe('1')
    await wait(550)
    expect(statuses(await from('203.0.113.70', 2)).sort()).toEqual([404, 429])

    // Around what a fixed window would call its boundary (every 2 s), eight attempts: four get through.
    const ip = '203.0.113.71'
    while (Date.now() % 2000 < 1900) await wait(20)
    const started = Date.now()
    const before = await from(ip, 4)
    while (Date.now() % 2000 >= 1900) await wait(5)
    const after = await from(ip, 4)
    const refills = Math.floor((Date.now() - started) / 500)
    const through = [...before, ...after].filter((response) => response.status === 404).length
    expect(through).toBeLessThanOrEqual(4 + refills)
    expect(through).toBeLessThan(8)
  })
})
