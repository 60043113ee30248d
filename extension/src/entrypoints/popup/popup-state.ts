import type { Connection } from '@proxy-portal/worker/contract/extension'
import {
  type ActiveProxy,
  activeItem,
  connectionItem,
  lastPortalItem,
  type Problem,
  type ProxyCache,
  problemItem,
  proxyCacheItem,
  type Settings,
  settingsItem,
} from '../../utils/state'

/** Everything stored that the popup shows; the popup reads it, the background applies it. */
export type PopupState = {
  connection: Connection | null
  cache: ProxyCache | null
  active: ActiveProxy | null
  settings: Settings
  problem: Problem | null
  lastPortal: string | null
}

export async function loadState(): Promise<PopupState> {
  const [connection, cache, active, settings, problem, lastPortal] = await Promise.all([
    connectionItem.getValue(),
    proxyCacheItem.getValue(),
    activeItem.getValue(),
    settingsItem.getValue(),
    problemItem.getValue(),
    lastPortalItem.getValue(),
  ])
  return { connection, cache, active, settings, problem, lastPortal }
}

/** Calls `onChange` whenever any of it changes (the background refreshing the list, a problem found). */
export function watchState(onChange: () => void): () => void {
  const items = [connectionItem, proxyCacheItem, activeItem, settingsItem, problemItem, lastPortalItem] as const
  const stops = items.map((item) => item.watch(() => onChange()))
  return () => {
    for (const stop of stops) stop()
  }
}
