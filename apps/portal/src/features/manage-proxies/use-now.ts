import { useEffect, useState } from 'react'

/**
 * The time now, for texts that count down or back ("3 min ago"), refreshed every `everyMs`. Null
 * while server rendering and hydrating: the server's clock would render other words than the
 * browser's, so such texts appear once the page runs.
 */
export function useNow(everyMs = 30_000): number | null {
  const [now, setNow] = useState<number | null>(null)
  useEffect(() => {
    setNow(Date.now())
    const timer = setInterval(() => setNow(Date.now()), everyMs)
    return () => clearInterval(timer)
  }, [everyMs])
  return now
}
