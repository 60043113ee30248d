import { env } from 'cloudflare:workers'
import type { ExtensionTokenView } from '../src/contract/extension'
import { bearer, call } from './accounts'
import { type Customer, customerCall, okJson } from './order-fixtures'

/** What the extension's own calls carry: its token and, on mutations, Chromium's `chrome-extension://` Origin. */
export const EXTENSION_ORIGIN = 'chrome-extension://likppkjofdcfnigkclkjadpfbhaicchg'

export type Issued = { token: string; connectCode: string; view: ExtensionTokenView }

/** /account's 'Connect extension' for a customer signed in with a session. */
export const connect = (who: Customer, label = 'Chrome on Linux') => okJson<Issued>(customerCall(who, 'user/extension-token', { label }))

export const connected = (who: Customer) =>
  okJson<{ data: ExtensionTokenView[]; total: number }>(customerCall(who, 'user/extension-tokens'))

/** A call as the extension makes it with `token` (GET without a body, POST with one, unless told). */
export function asExtension(token: string, path: string, body?: unknown, method?: string): Promise<Response> {
  const mutation = (method ?? (body === undefined ? 'GET' : 'POST')) !== 'GET'
  return call(`/api/${path}`, body, { method, headers: { ...bearer(token), ...(mutation && { origin: EXTENSION_ORIGIN }) } })
}

export type StoredToken = {
  id: string
  user_id: string
  token_hash: string
  label: string
  last_used_at: number | null
  revoked_at: number | null
}

/** Every extension token row as D1 holds it. */
export const storedTokens = async () =>
  (
    await env.DB.prepare(
      'SELECT id, user_id, token_hash, label, last_used_at, revoked_at FROM extension_tokens ORDER BY created_at',
    ).all<StoredToken>()
  ).results

export const storedToken = async (id: string) => (await storedTokens()).find((row) => row.id === id)

/** Time passing for one token: its last recorded use is `ms` ago. */
export const lastUsedAgo = (id: string, ms: number) =>
  env.DB.prepare('UPDATE extension_tokens SET last_used_at = ? WHERE id = ?')
    .bind(Date.now() - ms, id)
    .run()
