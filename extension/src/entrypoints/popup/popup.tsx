import { useEffect, useState } from 'react'
import { m } from '../../paraglide/messages'
import { getLocale, type Locale, setLocale } from '../../paraglide/runtime'
import type { ProxyCache } from '../../utils/state'
import { languageItem } from '../../utils/state'
import { ConnectView } from './connect-view'
import { LanguageSwitch } from './language-switch'
import { MainView } from './main-view'
import { PopupHeader } from './popup-header'
import type { PopupState } from './popup-state'
import { disconnect } from './proxy-actions'
import { noFilter } from './proxy-filter'
import { SettingsView } from './settings-view'
import { Toast, useToast } from './toast'
import { useRefresh } from './use-refresh'
import { useRowActions } from './use-row-actions'
import { useStoredState } from './use-stored-state'

export type PopupProps = {
  /** The stored state, read before the first render. */
  initial: PopupState
  refresh: () => Promise<ProxyCache | null>
  now: () => number
}

/**
 * The popup: the view the stored state calls for (connect, list, settings), drawn again as storage
 * changes. The search, the notes under rows and the open view live here while the popup is open.
 */
export function Popup({ initial, refresh, now }: PopupProps) {
  const state = useStoredState(initial)
  const [view, setView] = useState<'main' | 'settings'>('main')
  const [locale, setShownLocale] = useState(getLocale())
  const [filter, setFilter] = useState(noFilter)
  const [, setTick] = useState(0)
  const { say, toast } = useToast()
  const list = useRefresh(refresh, initial.connection !== null)
  const rows = useRowActions(state, say, list.run, now)

  useEffect(() => {
    document.documentElement.lang = locale
    document.title = m.product_name()
  }, [locale])
  // 'Updated 3 minutes ago' stays true while the popup is open.
  useEffect(() => {
    const ticker = setInterval(() => setTick((tick) => tick + 1), 30_000)
    return () => clearInterval(ticker)
  }, [])

  async function changeLanguage(next: Locale) {
    setLocale(next, { reload: false })
    setShownLocale(next)
    await languageItem.setValue(next)
  }

  async function leave() {
    if (!state.connection) return
    const result = await disconnect(state.connection)
    setView('main')
    rows.clearNotes()
    say(result.text, result.ok ? 'ok' : 'error')
  }

  const connection = state.connection
  const settings = view === 'settings'
  return (
    <>
      <PopupHeader connected={connection !== null} settings={settings} onToggle={() => setView(settings ? 'main' : 'settings')} />
      {connection === null ? (
        <>
          <ConnectView lastPortal={state.lastPortal} now={now} />
          <LanguageSwitch onLanguage={changeLanguage} />
        </>
      ) : settings ? (
        <SettingsView
          settings={state.settings}
          connection={connection}
          onLanguage={changeLanguage}
          onDisconnect={() => void leave()}
          say={say}
        />
      ) : (
        <MainView
          state={state}
          now={now()}
          filter={filter}
          onFilter={setFilter}
          refreshing={list.refreshing}
          onRefresh={list.run}
          rows={rows}
          say={say}
        />
      )}
      <Toast {...toast} />
    </>
  )
}
