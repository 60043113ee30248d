import { env } from 'cloudflare:workers'
import type { AgencyView, MyAgency } from '../src/contract/agency'
import type { AdminAgencyView } from '../src/contract/agency-admin'
import { bearer, call, ORIGIN } from './accounts'
import { type Customer, okJson } from './order-fixtures'

/**
 * An active agency straight in D1, with an owner of its own (for tests of what its code does; the
 * programme's own calls have their tests). Rates as given, else the settings' defaults (20% and 5%).
 */
export async function seedAgency(code: string, rates: { commission?: number; discount?: number; active?: boolean } = {}) {
  const now = Date.now()
  const userId = crypto.randomUUID()
  const agencyId = crypto.randomUUID()
  await env.DB.batch([
    env.DB.prepare('INSERT INTO users (id, username, email, name, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)').bind(
      userId,
      `agent-${code}`,
      `agent-${code}@agency.test`,
      `Agent ${code}`,
      now,
      now,
    ),
    env.DB.prepare(
      `INSERT INTO agencies (id, user_id, code, active, commission_percent, discount_percent, created_at, activated_at, updated_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).bind(agencyId, userId, code, rates.active === false ? 0 : 1, rates.commission ?? 20, rates.discount ?? 5, now, now, now),
    env.DB.prepare("INSERT INTO affiliate_codes (code, kind, ref_id, created_at) VALUES (?, 'agency', ?, ?)").bind(code, agencyId, now),
  ])
  return { userId, agencyId }
}

type Who = { token: string }
const headers = (who: Who, key?: string) => ({ ...bearer(who.token), origin: ORIGIN, ...(key && { 'idempotency-key': key }) })

/** A call of the agency family (`/api/agency/...`) by someone signed in. */
export const agencyCall = (who: Who, path: string, body?: unknown, method?: string) =>
  call(`/api/agency/${path}`, body, { method: method ?? (body === undefined ? 'GET' : 'POST'), headers: headers(who) })

/** Applies for an agency and expects it made. */
export const applied = (who: Customer, code: string) => okJson<AgencyView>(agencyCall(who, 'apply', { code }))

/** An admin activates an agency (or sets what else is given). */
export const adminSetsAgency = (admin: Who, agencyId: string, change: Record<string, unknown>) =>
  okJson<AdminAgencyView>(agencyCall(admin, `admin-update/${agencyId}`, change, 'PUT'))

/** `GET /api/user/agency`. */
export const myAgency = (who: Who) => okJson<MyAgency>(call('/api/user/agency', undefined, { headers: headers(who) }))

/** The settings of the programme, as an admin sets them. */
export async function agencySettings(settings: {
  commissionPercent: number
  discountPercent: number
  pendingDays: number
  cookieDays: number
}) {
  await env.DB.prepare("INSERT OR REPLACE INTO settings (key, value, updated_at) VALUES ('agency', ?, 0)")
    .bind(JSON.stringify(settings))
    .run()
}
