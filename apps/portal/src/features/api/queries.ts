import { customerReference, type OpenApiDocument } from '@proxy-portal/worker/contract/api-reference'
import { queryOptions } from '@tanstack/react-query'
import { api, apiDocument, unwrap } from '../../lib/api'
import type { Keyed } from '../../lib/api-mutation'

export const DOWNLOAD_LINK_KEY = ['download-link'] as const

/**
 * The reference /api lists, read from the Worker's OpenAPI document (ADR 0032): only the picked calls
 * are kept in the page's data, never the whole document. It changes only with a new Worker.
 */
export const referenceQuery = queryOptions({
  queryKey: ['api-reference'],
  queryFn: async () => customerReference(await apiDocument<OpenApiDocument>('/api/openapi.json')),
  staleTime: Number.POSITIVE_INFINITY,
})

/** The live download link (its first characters, made, last used), or null. */
export const downloadLinkQuery = queryOptions({
  queryKey: DOWNLOAD_LINK_KEY,
  queryFn: () => unwrap(api().api.user['download-link'].$get()),
})

const user = () => api().api.user

/** The changes /api makes, run by the mutation helper (lib/api-mutation.ts). */
export const apiPageCalls = {
  revokeKey: (keyed?: Keyed) => unwrap(user()['revoke-key'].$delete({}, keyed)),
  newDownloadLink: (keyed?: Keyed) => unwrap(user()['download-link'].$post({}, keyed)),
  revokeDownloadLink: (keyed?: Keyed) => unwrap(user()['download-link'].$delete({}, keyed)),
}
