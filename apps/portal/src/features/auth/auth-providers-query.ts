import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../lib/api'

/** Google client id and captcha, as configured for this deployment. */
export const authProvidersQuery = queryOptions({
  queryKey: ['settings', 'auth-providers'],
  queryFn: () => unwrap(api().api.auth.providers.$get()),
  staleTime: 10 * 60_000,
})

export function useAuthProviders() {
  return useQuery(authProvidersQuery).data
}
