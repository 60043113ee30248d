import { hc } from 'hono/client'
import type { ApiType } from '../api/app'

/** The typed API client for the portal and the extension. */
export function createApiClient(baseUrl: string, fetch?: typeof globalThis.fetch) {
  return hc<ApiType>(baseUrl, fetch ? { fetch } : {})
}

export type ApiClient = ReturnType<typeof createApiClient>
