import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '../../lib/api'

export const EXTENSION_TOKENS_KEY = ['extension-tokens'] as const

/** The browsers connected to the account (their extension tokens), newest first. */
export const extensionTokensQuery = queryOptions({
  queryKey: EXTENSION_TOKENS_KEY,
  queryFn: () => unwrap(api().api.user['extension-tokens'].$get()),
})
