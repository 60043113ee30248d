import type { UserView } from '@proxy-portal/worker/contract/user'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { ApiError, api, unwrap } from '../../lib/api'

export const SESSION_KEY = ['session'] as const

/** The signed-in user, or null for a visitor (no session, or one that could not be renewed). */
export const sessionQuery = queryOptions({
  queryKey: SESSION_KEY,
  queryFn: async (): Promise<UserView | null> => {
    try {
      return await unwrap(api().api.user.me.$get())
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null
      throw error
    }
  },
  staleTime: 60_000,
})

export function useSessionUser(): UserView | null {
  return useQuery(sessionQuery).data ?? null
}
