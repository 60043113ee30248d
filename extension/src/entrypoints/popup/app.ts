import type { BoughtProxyView } from '@proxy-portal/worker/contract/bought-proxies'
import { m } from '../../paraglide/messages'
import { getLocale, type Locale, setLocale } from '../../paraglide/runtime'
import { languageItem } from '../../utils/language'
import type { ProxyCache } from '../../utils/state'
import { connectView } from './connect-view'
import { copyProxy } from './copy-text'
import { button, el } from './dom'
import { languageSwitch } from './language-switch'
import { mainView, type UiState } from './main-view'
import { loadState, type PopupState, watchState } from './popup-state'
import { authIpHere, changeProxyIp, disconnect, goDirect, testProxy, useProxy } from './proxy-actions'
import { noFilter } from './proxy-filter'
import type { RowAction } from './proxy-row'
import { settingsView } from './settings-view'
import { createToast } from './toast'

/** Where focus goes after an action: into the confirmation it opens, back to the button it came from. */
const focusAfter: Record<RowAction, RowAction> = {
  use: 'use',
  copy: 'copy',
  test: 'test',
  'change-ip': 'confirm-change-ip',
  'confirm-change-ip': 'change-ip',
  'cancel-change-ip': 'change-ip',
  'auth-ip': 'auth-ip',
}

export type PopupDeps = { refresh: () => Promise<ProxyCache | null>; now: () => number }

/**
 * The popup: reads the stored state, draws the view it calls for (connect, list, settings), and
 * redraws as storage changes (the background refreshing the list or finding a problem).
 */
export function createPopup(root: HTMLElement, deps: PopupDeps) {
  let state: PopupState
  const ui: UiState = { view: 'main', filter: noFilter, notes: new Map(), busy: new Map(), confirming: null, refreshing: false }
  const toast = createToast()
  let mounted: { mode: string; update?: () => void; tick?: () => void } = { mode: '' }
  /** The button to give focus back to once a redraw has replaced it (keyboard users keep their place). */
  let focusKey: string | null = null
  let refreshing: Promise<ProxyCache | null> | null = null

  const mode = () => (state.connection ? ui.view : 'connect')

  function header() {
    // The extension's own icon (drawn at build time, see wxt.config.ts), decorative next to the name.
    const title = el('h1', {}, el('img', { src: '/icon/32.png', alt: '', width: 20, height: 20 }), m.product_name())
    if (!state.connection) return el('header', {}, el('div', {}, title, el('p', { class: 'hint' }, m.extension_tagline())))
    const settings = ui.view === 'settings'
    const toggle = button(
      { 'aria-pressed': String(settings), onclick: () => show(settings ? 'main' : 'settings') },
      settings ? m.ext_back() : m.ext_settings(),
    )
    return el('header', {}, title, toggle)
  }

  function render() {
    document.documentElement.lang = getLocale()
    document.title = m.product_name()
    const current = mode()
    const connection = state.connection
    if (!connection) {
      mounted = { mode: current }
      root.replaceChildren(header(), connectView(state.lastPortal, deps.now), languageSwitch(changeLanguage), toast.element)
    } else if (current === 'settings') {
      mounted = { mode: current }
      const view = settingsView(state.settings, connection, {
        onLanguage: changeLanguage,
        onDisconnect: () => void leave(),
        say: toast.show,
      })
      root.replaceChildren(header(), view, toast.element)
    } else {
      const view = mainView(() => ({ state, ui, now: deps.now() }), {
        onDirect: () => void goDirect().then(() => toast.show(m.ext_went_direct())),
        onRefresh: () => void refresh(),
        onFilter: (filter) => {
          ui.filter = filter
        },
        act: (action, proxy) => void act(action, proxy),
      })
      mounted = { mode: current, update: view.update, tick: view.drawStatus }
      root.replaceChildren(header(), view.element, toast.element)
    }
  }

  /** Redraws after a change; the same view keeps its search field, another view is drawn anew. */
  function update() {
    if (mounted.mode !== mode()) render()
    else mounted.update?.()
    const target = focusKey ? root.querySelector<HTMLElement>(`[data-key="${focusKey}"]`) : null
    if (target && !target.hasAttribute('disabled') && !root.contains(document.activeElement)) target.focus()
  }

  function show(view: UiState['view']) {
    ui.view = view
    render()
  }

  async function changeLanguage(locale: Locale) {
    setLocale(locale, { reload: false })
    await languageItem.setValue(locale)
    render()
  }

  /** One refresh at a time: the list as the background's refresh leaves it (the last good one on failure). */
  function refresh(): Promise<ProxyCache | null> {
    if (refreshing) return refreshing
    ui.refreshing = true
    update()
    refreshing = deps.refresh().finally(() => {
      refreshing = null
      ui.refreshing = false
      update()
    })
    return refreshing
  }

  async function act(action: RowAction, proxy: BoughtProxyView) {
    const connection = state.connection
    if (!connection) return
    const id = proxy._id
    focusKey = `${focusAfter[action]}:${id}`
    if (action === 'use') {
      const note = await useProxy(proxy, deps.now())
      toast.show(note.lines.join(' '), note.tone === 'error' ? 'error' : 'ok')
      return
    }
    if (action === 'copy') {
      const copied = await copyProxy(proxy, state.settings)
      toast.show(copied.text, copied.ok ? 'ok' : 'error')
      return
    }
    if (action === 'change-ip' || action === 'cancel-change-ip') {
      ui.confirming = action === 'change-ip' ? id : null
      update()
      return
    }
    ui.confirming = null
    ui.busy.set(id, action)
    update()
    const run = { test: testProxy, 'confirm-change-ip': changeProxyIp, 'auth-ip': authIpHere }[action]
    const note = await run(connection, proxy, refresh).catch(() => ({ tone: 'error' as const, lines: [m.error_UNKNOW_ERROR()] }))
    ui.busy.delete(id)
    ui.notes.set(id, note)
    update()
  }

  async function leave() {
    const connection = state.connection
    if (!connection) return
    const result = await disconnect(connection)
    ui.view = 'main'
    ui.notes.clear()
    toast.show(result.text, result.ok ? 'ok' : 'error')
  }

  return {
    /** Draws the popup from storage (resolves then), then loads the list again; answers how to stop watching. */
    async start() {
      state = await loadState()
      render()
      const unwatch = watchState(async () => {
        state = await loadState()
        update()
      })
      // 'Updated 3 minutes ago' stays true while the popup is open.
      const ticker = setInterval(() => mounted.tick?.(), 30_000)
      if (state.connection) void refresh()
      return () => {
        unwatch()
        clearInterval(ticker)
      }
    },
  }
}
