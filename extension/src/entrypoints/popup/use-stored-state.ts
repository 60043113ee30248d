import { useEffect, useRef, useState } from 'react'
import { loadState, type PopupState, watchState } from './popup-state'

/**
 * The stored state the popup shows, starting from what was read before the first render and read
 * again whenever storage changes (the background refreshing the list or finding a problem). Reads
 * can finish out of order; only the latest one is kept.
 */
export function useStoredState(initial: PopupState): PopupState {
  const [state, setState] = useState(initial)
  const reads = useRef(0)
  useEffect(
    () =>
      watchState(async () => {
        const read = ++reads.current
        const next = await loadState()
        if (read === reads.current) setState(next)
      }),
    [],
  )
  return state
}
