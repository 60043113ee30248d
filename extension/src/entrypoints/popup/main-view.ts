import type { BoughtProxyView } from '@proxy-portal/worker/contract/bought-proxies'
import { m } from '../../paraglide/messages'
import { activeView } from './active-view'
import { el } from './dom'
import { listStatus, listToolbar } from './list-view'
import type { PopupState } from './popup-state'
import type { Note } from './proxy-actions'
import { filterProxies, type ListFilter } from './proxy-filter'
import { proxyRow, type RowAction } from './proxy-row'

/** What the popup holds while open and never stores: the search, the notes under rows, what is running. */
export type UiState = {
  view: 'main' | 'settings'
  filter: ListFilter
  notes: Map<string, Note>
  busy: Map<string, RowAction>
  confirming: string | null
  refreshing: boolean
}

export type MainHandlers = {
  onDirect: () => void
  onRefresh: () => void
  onFilter: (filter: ListFilter) => void
  act: (action: RowAction, proxy: BoughtProxyView) => void
}

/**
 * The connected popup: the active state, the list's freshness, search and filters, and the rows.
 * `update` redraws everything but the search and filters, so typing is never interrupted.
 */
export function mainView(read: () => { state: PopupState; ui: UiState; now: number }, handlers: MainHandlers) {
  const activeRegion = el('div')
  const statusRegion = el('div')
  const countLine = el('p', { class: 'hint', 'aria-live': 'polite' })
  const listRegion = el('div')
  const toolbar = listToolbar(read().ui.filter, (filter) => {
    handlers.onFilter(filter)
    drawList()
  })

  function drawList() {
    const { state, ui, now } = read()
    const proxies = state.cache?.proxies ?? []
    const shown = filterProxies(proxies, ui.filter)
    countLine.textContent = proxies.length > 0 ? m.ext_list_count({ shown: shown.length, total: proxies.length }) : ''
    if (!state.cache || state.cache.fetchedAt === 0) {
      listRegion.replaceChildren(el('p', { class: 'empty' }, ui.refreshing ? m.ext_list_loading() : m.ext_list_unavailable()))
    } else if (proxies.length === 0) {
      listRegion.replaceChildren(el('p', { class: 'empty' }, m.ext_list_empty()))
    } else if (shown.length === 0) {
      listRegion.replaceChildren(el('p', { class: 'empty' }, m.ext_list_no_match()))
    } else {
      const context = (proxy: BoughtProxyView) => ({
        activeId: state.active?.id ?? null,
        now,
        note: ui.notes.get(proxy._id),
        busy: ui.busy.get(proxy._id),
        confirming: ui.confirming === proxy._id,
        act: handlers.act,
      })
      listRegion.replaceChildren(
        el('ul', { class: 'proxies', 'aria-label': m.ext_list_label() }, ...shown.map((proxy) => proxyRow(proxy, context(proxy)))),
      )
    }
  }

  function drawStatus() {
    const { state, ui, now } = read()
    statusRegion.replaceChildren(listStatus(state.cache, ui.refreshing, now, handlers.onRefresh))
  }

  function update() {
    const { state, ui, now } = read()
    activeRegion.replaceChildren(activeView(state.active, state.problem, state.settings.killSwitch, now, handlers.onDirect))
    drawStatus()
    toolbar.sync(state.cache?.proxies ?? [], ui.filter)
    drawList()
  }

  const element = el(
    'div',
    { class: 'stack' },
    activeRegion,
    el(
      'section',
      { class: 'list stack', 'aria-labelledby': 'list-title' },
      el('h2', { id: 'list-title' }, m.ext_list_label()),
      statusRegion,
      toolbar.element,
      countLine,
      listRegion,
    ),
  )
  update()
  return { element, update, drawStatus }
}
