import { env } from 'cloudflare:workers'
import { expect } from 'vitest'
import { request } from './worker'

export const ORIGIN = 'http://portal.test'

type Options = { headers?: Record<string, string>; method?: string }

/** A JSON call to the API, as a script would make it (no Origin header unless given). */
export function call(path: string, body?: unknown, options: Options = {}): Promise<Response> {
  return request(path, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers: { ...(body !== undefined && { 'content-type': 'application/json' }), ...options.headers },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  })
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** Asserts an error answer: exactly the envelope with this code and the catalogue status, nothing more. */
export async function expectError(response: Response | Promise<Response>, status: number, code: string) {
  const answered = await response
  const body = (await answered.json()) as { message?: string; details?: unknown }
  expect({ status: answered.status, message: body.message }).toEqual({ status, message: code })
  if (!['INVALID_INPUT', 'EMAIL_INVALID', 'MISS_PASSWORD'].includes(code)) expect(body).toEqual({ message: code })
  return body
}

/** The validation details of an INVALID_INPUT answer, as { field: messageCode }. */
export async function validationOf(response: Response | Promise<Response>): Promise<Record<string, string>> {
  const body = await expectError(response, 400, 'INVALID_INPUT')
  return Object.fromEntries((body.details as { path: string; message: string }[]).map((d) => [d.path, d.message]))
}

/** The six-digit code in the newest mail to `email`, read from the local outbox (GET /api/dev/mailbox). */
export async function latestCode(email: string): Promise<string> {
  const mails = (await (await call(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as { text: string }[]
  const code = /\b(\d{6})\b/.exec(mails[0]?.text ?? '')?.[1]
  if (!code) throw new Error(`no code mailed to ${email}`)
  return code
}

export const registration = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  name: 'Nguyễn Văn An',
  password: 'Secret123',
  confirmPassword: 'Secret123',
  acceptTerms: true,
  ...extra,
})

/** A registered, verified customer. */
export async function verifiedCustomer(email: string, password = 'Secret123'): Promise<void> {
  expect((await call('/api/auth/register', registration(email, { password, confirmPassword: password }))).status).toBe(200)
  const verified = await call('/api/auth/verify', { email, code: await latestCode(email) })
  expect(verified.status).toBe(200)
  // Verifying signs the new user in; that session ends here, so the tests count only the sessions they open.
  const { accessToken } = (await verified.json()) as { accessToken: string }
  const loggedOut = await call('/api/auth/logout', undefined, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, origin: ORIGIN },
  })
  expect(loggedOut.status).toBe(200)
}

export type LoginAnswer = { accessToken: string; refreshToken: string; user: { _id: string; role: number; username: string } }

export async function login(username: string, password = 'Secret123', code?: string): Promise<LoginAnswer> {
  const response = await call('/api/auth/login', { username, password, ...(code && { code }) })
  expect(response.status, await response.clone().text()).toBe(200)
  return (await response.json()) as LoginAnswer
}

/** A verified account with an admin role (0 or 2), signed in. */
export async function signedInAdmin(email = 'admin@portal.test', role: 0 | 2 = 0): Promise<LoginAnswer> {
  await verifiedCustomer(email)
  await env.DB.prepare('UPDATE users SET role = ? WHERE email = ?').bind(role, email).run()
  return login(email)
}

/** The cookies a response sets, by name, with their attributes. */
export function setCookies(response: Response): Record<string, string> {
  const cookies: Record<string, string> = {}
  for (const line of response.headers.getSetCookie()) {
    const name = line.slice(0, line.indexOf('='))
    cookies[name] = line
  }
  return cookies
}

export const cookieValue = (line: string | undefined) => /^[^=]+=([^;]*)/.exec(line ?? '')?.[1] ?? ''

/** Time passing for the rate limits: their windows end (the counters are D1 rows). */
export async function forgetRateLimits(): Promise<void> {
  await env.DB.exec('DELETE FROM rate_limit_buckets')
}
