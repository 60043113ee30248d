import { useCallback, useEffect, useRef, useState } from 'react'
import type { ProxyCache } from '../../utils/state'

/**
 * Loads the list again, one refresh at a time (a second call joins the running one), as the
 * background's refresh leaves it (the last good list on failure); once when the popup opens connected.
 */
export function useRefresh(refresh: () => Promise<ProxyCache | null>, connectedAtOpen: boolean) {
  const running = useRef<Promise<ProxyCache | null> | null>(null)
  const [refreshing, setRefreshing] = useState(false)
  const run = useCallback(() => {
    if (running.current) return running.current
    setRefreshing(true)
    running.current = refresh().finally(() => {
      running.current = null
      setRefreshing(false)
    })
    return running.current
  }, [refresh])
  // Only at opening: connecting later stores the list the portal answered.
  const openedConnected = useRef(connectedAtOpen)
  useEffect(() => {
    if (!openedConnected.current) return
    openedConnected.current = false
    void run()
  }, [run])
  return { refreshing, run }
}
