import { expect } from 'vitest'
import { bearer, call, login, ORIGIN, signedInAdmin, verifiedCustomer } from './accounts'

/** API calls as one caller (a bearer token, or nobody), the way a script or the portal makes them. */
export function caller(token?: string) {
  const headers = { ...(token && bearer(token)), origin: ORIGIN }
  return {
    get: (path: string) => call(path, undefined, { headers }),
    post: (path: string, body: unknown) => call(path, body, { headers }),
    put: (path: string, body: unknown) => call(path, body, { headers, method: 'PUT' }),
    delete: (path: string) => call(path, undefined, { headers, method: 'DELETE' }),
  }
}

export type Caller = ReturnType<typeof caller>

/** A signed-in admin and a signed-in customer. */
export async function adminAndCustomer(): Promise<{ admin: Caller; customer: Caller }> {
  const admin = await signedInAdmin()
  await verifiedCustomer('buyer@portal.test')
  const customer = await login('buyer@portal.test')
  return { admin: caller(admin.accessToken), customer: caller(customer.accessToken) }
}

/** The JSON of a 200 answer (the body is shown when it is not one). */
export async function ok<T = unknown>(response: Response | Promise<Response>): Promise<T> {
  const answered = await response
  const text = await answered.text()
  expect(answered.status, text).toBe(200)
  return JSON.parse(text) as T
}

/** A proxy node in a country (the country is listed first). */
export async function node(admin: Caller, name: string, countryCode = 'VN', enabled = true): Promise<string> {
  await ok(admin.post('/api/country/create', { code: countryCode }))
  const created = await ok<{ _id: string }>(
    admin.post('/api/sub-server/create', { name, host: `${name}.example.net`, countryCode, enabled }),
  )
  return created._id
}

export type ImportAnswer = {
  dryRun: boolean
  imported: number
  duplicates: { line: number; address: string }[]
  errors: { line: number; message: string }[]
}

/** Imports lines as private static IPv4 HTTP proxies of a country unless told otherwise. */
export function importLines(admin: Caller, subServerId: string, lines: string[], extra: Record<string, unknown> = {}) {
  return admin.post('/api/sub-server/import-proxies', {
    subServerId,
    kind: 'private',
    ipVersion: 'ipv4',
    ipMode: 'static',
    countryCode: 'VN',
    protocol: 'http',
    text: lines.join('\n'),
    ...extra,
  })
}

/** `count` proxies on 203.0.113.x, ports from `firstPort`. */
export const testNetLines = (count: number, firstPort = 10_000, octet = 10) =>
  Array.from({ length: count }, (_, i) => `203.0.113.${octet}:${firstPort + i}:user${i}:pass${i}`)

type Country = { code: string; enabled: boolean; stock: Record<string, number> }

/** The public stock of one product in one country (GET /api/country/list). */
export async function publicStock(code: string, key = 'private:ipv4:static'): Promise<number | undefined> {
  const countries = await ok<Country[]>(caller().get('/api/country/list'))
  return countries.find((country) => country.code === code)?.stock[key]
}
