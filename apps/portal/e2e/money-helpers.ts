import type { APIRequestContext } from 'playwright-core'
import { inject } from 'vitest'
import { mailedCode } from './auth-helpers'
import { retryAfterMs } from './browser'

/** A new verified customer, signed in within the browser context that `request` belongs to. */
export async function signedInCustomer(request: APIRequestContext, name: string): Promise<{ email: string; password: string }> {
  const origin = inject('baseUrl')
  const email = `${name}.${Date.now()}@portal.test`
  const password = 'Nap-tien-2026'
  const headers = { origin }
  const registered = await request.post('/api/auth/register', {
    headers,
    data: { email, name, password, confirmPassword: password, acceptTerms: true },
  })
  if (!registered.ok()) throw new Error(`register: ${registered.status()} ${await registered.text()}`)
  const verified = await request.post('/api/auth/verify', { headers, data: { email, code: await mailedCode(request, email) } })
  // Verifying signs the new customer in (its cookies land in this context): no second session.
  if (!verified.ok()) throw new Error(`verify: ${verified.status()} ${await verified.text()}`)
  return { email, password }
}

/**
 * Signs in within the browser context that `request` belongs to (its cookies). The suites sign in far
 * more often than a person: told TOO_MANY_REQUEST, this waits what Retry-After says and tries again.
 */
export async function logIn(request: APIRequestContext, username: string, password: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const login = await request.post('/api/auth/login', { headers: { origin: inject('baseUrl') }, data: { username, password } })
    if (login.ok()) return
    if (login.status() !== 429 || attempt === 2) throw new Error(`login: ${login.status()} ${await login.text()}`)
    await new Promise((resolve) => setTimeout(resolve, retryAfterMs(login.headers()['retry-after'])))
  }
}

/** A bank transfer as SePay reports it (API-key authentication, its documented body). */
export async function deliverSepayTransfer(transfer: {
  id: number
  content: string
  amount: number
  accountNumber: string
}): Promise<Response> {
  return fetch(`${inject('baseUrl')}/api/bill/webhook/sepay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Apikey ${inject('sepayApiKey')}` },
    body: JSON.stringify({
      id: transfer.id,
      gateway: 'Vietcombank',
      transactionDate: '2026-11-21 10:15:00',
      accountNumber: transfer.accountNumber,
      code: null,
      content: transfer.content,
      transferType: 'in',
      transferAmount: transfer.amount,
      accumulated: 0,
      subAccount: null,
      referenceCode: `FT${transfer.id}`,
      description: transfer.content,
    }),
  })
}
