import { useSyncExternalStore } from 'react'
import type { LiveMessage } from './live-channel'

const KEPT = 20
let recent: LiveMessage[] = []
const listeners = new Set<() => void>()

/** Keeps the latest live events of this visit for the bell. */
export function recordNotification(event: LiveMessage): void {
  recent = [event, ...recent].slice(0, KEPT)
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const none: LiveMessage[] = []

export function useNotifications(): LiveMessage[] {
  return useSyncExternalStore(
    subscribe,
    () => recent,
    () => none,
  )
}
