import { defaultPublicSettings } from '@proxy-portal/worker/contract/settings-defaults'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../lib/api'

export const publicSettingsQuery = queryOptions({
  queryKey: ['settings', 'public'],
  queryFn: () => unwrap(api().api.setting.list.$get()),
  staleTime: 5 * 60_000,
})

/**
 * Contact links, sister sites, company text, tutorial video and USD rate. The root route loads them
 * before rendering; until then (or if that failed) the parts that need them stay hidden.
 */
export function usePublicSettings() {
  return useQuery(publicSettingsQuery).data ?? defaultPublicSettings
}
