import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { onProxyNotice } from '../live/live-channel'
import { PROXIES_KEY } from './queries'

/** An IP change started or finished somewhere (this tab, another, or the cron): the list reads its rows again. */
export function useProxyNotices() {
  const queryClient = useQueryClient()
  useEffect(() => onProxyNotice(() => void queryClient.invalidateQueries({ queryKey: PROXIES_KEY })), [queryClient])
}
