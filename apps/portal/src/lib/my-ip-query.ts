import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from './api'

/** The address the portal sees this browser come from (what a proxy's auth IP list needs). */
export const myIpQuery = queryOptions({
  queryKey: ['my-ip'],
  queryFn: () => unwrap(api().api.user['my-ip'].$get()),
  staleTime: 60_000,
})
