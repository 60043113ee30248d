import { useEffect, useRef } from 'react'
import { m } from '../../paraglide/messages'
import { ActiveView } from './active-view'
import { ListStatus } from './list-status'
import { ListToolbar } from './list-toolbar'
import type { PopupState } from './popup-state'
import { goDirect } from './proxy-actions'
import { applicableFilter, filterProxies, type ListFilter } from './proxy-filter'
import { ProxyRow } from './proxy-row'
import type { Say } from './toast'
import type { RowActions } from './use-row-actions'

type Props = {
  state: PopupState
  now: number
  filter: ListFilter
  onFilter: (filter: ListFilter) => void
  refreshing: boolean
  onRefresh: () => void
  rows: RowActions
  say: Say
}

/** The connected popup: the active state, the list's freshness, search and filters, and the rows. */
export function MainView({ state, now, filter, onFilter, refreshing, onRefresh, rows, say }: Props) {
  const element = useRef<HTMLDivElement>(null)
  const proxies = state.cache?.proxies ?? []
  const shown = filterProxies(proxies, applicableFilter(proxies, filter))

  // Focus follows an action to the button it names (the confirmation it opened, or back to the button
  // it came from) once that button can take it; never away from where the reader went meanwhile.
  useEffect(() => {
    const request = rows.focus
    const view = element.current
    if (!request || !view) return
    const target = view.querySelector<HTMLElement>(`[data-key="${request.to}"]`)
    if (!target || target.hasAttribute('disabled')) return
    const current = document.activeElement
    const free = current === null || current === document.body || current === target || current.getAttribute('data-key') === request.from
    if (free) target.focus()
    rows.focusDone()
  })

  let list: React.ReactNode
  if (!state.cache || state.cache.fetchedAt === 0)
    list = <p className="empty">{refreshing ? m.ext_list_loading() : m.ext_list_unavailable()}</p>
  else if (proxies.length === 0) list = <p className="empty">{m.ext_list_empty()}</p>
  else if (shown.length === 0) list = <p className="empty">{m.ext_list_no_match()}</p>
  else
    list = (
      <ul className="proxies" aria-label={m.ext_list_label()}>
        {shown.map((proxy) => (
          <ProxyRow
            key={proxy._id}
            proxy={proxy}
            context={{
              active: state.active?.id === proxy._id,
              now,
              note: rows.notes.get(proxy._id),
              busy: rows.busy.get(proxy._id),
              confirming: rows.confirming === proxy._id,
              act: (action, target) => void rows.act(action, target),
            }}
          />
        ))}
      </ul>
    )

  return (
    <div className="stack" ref={element}>
      <ActiveView
        active={state.active}
        problem={state.problem}
        killSwitch={state.settings.killSwitch}
        now={now}
        onDirect={() => void goDirect().then(() => say(m.ext_went_direct()))}
      />
      <section className="list stack" aria-labelledby="list-title">
        <h2 id="list-title">{m.ext_list_label()}</h2>
        <ListStatus cache={state.cache} refreshing={refreshing} now={now} onRefresh={onRefresh} />
        <ListToolbar proxies={proxies} filter={filter} onChange={onFilter} />
        <p className="hint" aria-live="polite">
          {proxies.length > 0 ? m.ext_list_count({ shown: shown.length, total: proxies.length }) : ''}
        </p>
        {list}
      </section>
    </div>
  )
}
