import { createExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { expect } from 'vitest'
import { api } from '../src/api/app'
import type { TopupView, TransactionView } from '../src/contract/ledger'
import type { Env } from '../src/env'
import { bearer, call, login, ORIGIN, verifiedCustomer } from './accounts'

/** A signed-in customer: the token the portal holds and the account id. */
export type Customer = { token: string; userId: string }

export async function customer(name = 'buyer'): Promise<Customer> {
  await verifiedCustomer(`${name}@portal.test`)
  const { accessToken, user } = await login(name)
  return { token: accessToken, userId: user._id }
}

/** A call the portal makes for a signed-in user (same origin, Bearer token). */
export function userCall(who: Customer, path: string, body?: unknown, method?: string): Promise<Response> {
  return call(path, body, { ...(method && { method }), headers: { ...bearer(who.token), origin: ORIGIN } })
}

/** A JSON answer that must be a 200. */
export async function okJson<T>(response: Response | Promise<Response>): Promise<T> {
  const answered = await response
  expect(answered.status, await answered.clone().text()).toBe(200)
  return (await answered.json()) as T
}

/** A public setting as an admin stores it (the exchange rate, the bank accounts). */
export async function storeSetting(key: string, value: unknown): Promise<void> {
  await env.DB.prepare(
    'INSERT INTO settings (key, value, updated_at) VALUES (?, ?, 0) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  )
    .bind(key, JSON.stringify(value))
    .run()
}

export const setRate = (vndPerUsd: number) => storeSetting('vndPerUsd', vndPerUsd)

/** The API of a deployment configured otherwise: these settings changed (an empty one is not configured). */
export async function apiWith(settings: Partial<Record<keyof Env, string>>, path: string, init: RequestInit = {}): Promise<Response> {
  return await api.fetch(new Request(new URL(path, ORIGIN), init), { ...env, ...settings }, createExecutionContext())
}

/** The API of a deployment where these settings are not configured (a method that is off). */
export const apiWithout = (keys: (keyof Env)[], path: string, init: RequestInit = {}) =>
  apiWith(Object.fromEntries(keys.map((key) => [key, ''])), path, init)

/** A JSON request for `apiWithout`, as the portal sends it. */
export const jsonInit = (who: Customer, body?: unknown, method = body === undefined ? 'GET' : 'POST'): RequestInit => ({
  method,
  headers: { ...bearer(who.token), origin: ORIGIN, ...(body !== undefined && { 'content-type': 'application/json' }) },
  ...(body !== undefined && { body: JSON.stringify(body) }),
})

/** The user's ledger as the history shows it, oldest first, reduced to type and amount. */
export async function movements(who: Customer): Promise<{ type: string; amount: number }[]> {
  const { data } = await okJson<{ data: TransactionView[] }>(userCall(who, '/api/log/list-transaction?limit=100'))
  return data.reverse().map(({ type, amount }) => ({ type, amount }))
}

/** One of the user's top-ups, read through the history. */
export async function topupOf(who: Customer, id: string): Promise<TopupView | undefined> {
  const { data } = await okJson<{ data: TopupView[] }>(userCall(who, '/api/log/list-topup?limit=100'))
  return data.find((topup) => topup._id === id)
}

/** What became of the provider messages with this event id (the audit every payment message leaves). */
export async function outcomesOf(provider: string, eventId: string): Promise<string[]> {
  const { results } = await env.DB.prepare(
    'SELECT outcome FROM provider_events WHERE provider = ? AND event_id = ? ORDER BY received_at, rowid',
  )
    .bind(provider, eventId)
    .all<{ outcome: string }>()
  return results.map((row) => row.outcome)
}
