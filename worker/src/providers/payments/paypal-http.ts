import type { PaypalConfig, PaypalFailed } from './paypal-api'
import { PROVIDER_TIMEOUT_MS, parseJson, record } from './provider-call'

/** PayPal's HTTP side: an OAuth token per client, cached until shortly before it expires, and one send. */
export type Answer = { status: number; body: unknown; text: string }
export type Ready = { base: string; clientId: string; clientSecret: string }

// A token is dropped this long before PayPal says it expires, so a call never starts with one about to lapse.
const TOKEN_MARGIN_MS = 60_000
const tokens = new Map<string, { token: string; expiresAt: number }>()

export function readyConfig(cfg: PaypalConfig): Ready | null {
  if (!cfg.apiUrl || !cfg.clientId || !cfg.clientSecret) return null
  return { base: cfg.apiUrl.replace(/\/+$/, ''), clientId: cfg.clientId, clientSecret: cfg.clientSecret }
}

// Sends with a cached token; a 401 means PayPal no longer takes it, so it is dropped and the call made once more.
export async function authorized(
  ready: Ready,
  fetcher: typeof fetch,
  what: string,
  path: string,
  init: RequestInit,
): Promise<Answer | PaypalFailed> {
  for (let attempt = 0; ; attempt++) {
    const token = await accessToken(ready, fetcher)
    if (typeof token !== 'string') return token
    const answer = await send(fetcher, what, `${ready.base}${path}`, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` },
    })
    if (!answer) return { ok: false, reason: 'failed' }
    if (answer.status !== 401 || attempt > 0) return answer
    tokens.delete(tokenKey(ready))
  }
}

async function accessToken(ready: Ready, fetcher: typeof fetch): Promise<string | PaypalFailed> {
  const key = tokenKey(ready)
  const cached = tokens.get(key)
  if (cached && cached.expiresAt > Date.now()) return cached.token
  const what = 'PayPal token'
  const answer = await send(fetcher, what, `${ready.base}/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${base64(`${ready.clientId}:${ready.clientSecret}`)}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  })
  if (!answer) return { ok: false, reason: 'failed' }
  if (!isOk(answer)) return failed(what, answer)
  const body = record(answer.body)
  if (typeof body?.access_token !== 'string' || typeof body.expires_in !== 'number') return malformed(what, answer)
  const expiresAt = Date.now() + body.expires_in * 1000 - TOKEN_MARGIN_MS
  if (expiresAt > Date.now()) tokens.set(key, { token: body.access_token, expiresAt })
  return body.access_token
}

function tokenKey(ready: Ready): string {
  return `${ready.base}\n${ready.clientId}`
}

function base64(text: string): string {
  let binary = ''
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary)
}

async function send(fetcher: typeof fetch, what: string, url: string, init: RequestInit): Promise<Answer | null> {
  try {
    const response = await fetcher(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) })
    const text = await response.text()
    return { status: response.status, body: parseJson(text), text }
  } catch (error) {
    console.error(`${what}: unreachable: ${String(error)}`)
    return null
  }
}

export function isAnswer(value: Answer | PaypalFailed): value is Answer {
  return 'text' in value
}

export function isOk(answer: Answer): boolean {
  return answer.status >= 200 && answer.status < 300
}

export function failed(what: string, answer: Answer): PaypalFailed {
  console.error(`${what}: answered ${answer.status}: ${answer.text.slice(0, 500)}`)
  return { ok: false, reason: 'failed', status: answer.status }
}

export function malformed(what: string, answer: Answer): PaypalFailed {
  console.error(`${what}: unexpected answer: ${answer.text.slice(0, 500)}`)
  return { ok: false, reason: 'failed', status: answer.status }
}
