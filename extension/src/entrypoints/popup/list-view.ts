import type { BoughtProxyView } from '@proxy-portal/worker/contract/bought-proxies'
import { m } from '../../paraglide/messages'
import type { ProxyCache } from '../../utils/state'
import { button, el, nextId } from './dom'
import { errorText } from './error-text'
import { agoText, countryName, momentText } from './labels'
import { countriesOf, type ListFilter, tagsOf, UNTAGGED } from './proxy-filter'

type Option = { value: string; text: string }

/** Replaces a select's options only when they changed, so an open select is not disturbed by a refresh. */
function setOptions(select: HTMLSelectElement, options: Option[]) {
  const current = [...select.options].map((option) => `${option.value}\n${option.text}`).join('\n')
  if (current === options.map((option) => `${option.value}\n${option.text}`).join('\n')) return
  const value = select.value
  select.replaceChildren(...options.map((option) => el('option', { value: option.value }, option.text)))
  select.value = options.some((option) => option.value === value) ? value : ''
}

const labelled = (label: string, control: HTMLElement, className: string) => {
  control.id = nextId('filter')
  return el('div', { class: `field ${className}` }, el('label', { for: control.id }, label), control)
}

/**
 * Search and the tag and country filters. Built once while the list is shown (typing is never
 * interrupted by a re-render); `sync` fills the filters from the list as it refreshes.
 */
export function listToolbar(filter: ListFilter, onChange: (filter: ListFilter) => void) {
  const search = el('input', { type: 'search', value: filter.search, placeholder: m.ext_search_placeholder(), autocomplete: 'off' })
  const tag = el('select')
  const country = el('select')
  const changed = () => onChange({ search: search.value, tag: tag.value, country: country.value })
  search.addEventListener('input', changed)
  tag.addEventListener('change', changed)
  country.addEventListener('change', changed)
  const element = el(
    'div',
    { class: 'toolbar' },
    labelled(m.ext_search(), search, 'search'),
    labelled(m.ext_filter_tag(), tag, 'filter'),
    labelled(m.ext_filter_country(), country, 'filter'),
  )
  function sync(proxies: readonly BoughtProxyView[], current: ListFilter) {
    const tags = tagsOf(proxies)
    setOptions(tag, [
      { value: '', text: m.ext_filter_tag_all() },
      ...tags.map((item) => ({ value: item.id, text: item.name })),
      ...(proxies.some((proxy) => proxy.tagId === null) && tags.length > 0 ? [{ value: UNTAGGED, text: m.ext_filter_untagged() }] : []),
    ])
    setOptions(country, [
      { value: '', text: m.ext_filter_country_all() },
      ...countriesOf(proxies).map((code) => ({ value: code, text: `${code} · ${countryName(code)}` })),
    ])
    tag.value = [...tag.options].some((option) => option.value === current.tag) ? current.tag : ''
    country.value = [...country.options].some((option) => option.value === current.country) ? current.country : ''
  }
  return { element, sync }
}

/**
 * How fresh the list is: "Updated 3 minutes ago", or after a failed refresh which list is shown and
 * why; with the button to refresh now.
 */
export function listStatus(cache: ProxyCache | null, refreshing: boolean, now: number, onRefresh: () => void): HTMLElement {
  const lines: HTMLElement[] = []
  // fetchedAt 0: no list was ever fetched, only failures.
  const fetched = cache !== null && cache.fetchedAt > 0
  if (fetched) lines.push(el('p', {}, m.ext_list_updated({ ago: agoText(cache.fetchedAt, now) })))
  if (cache?.failedAt && cache.failedAt >= cache.fetchedAt) {
    // A revoked connection needs a new code, not a new login: say that rather than the API's text.
    const reason = cache.failure === 'INVALID_TOKEN' ? m.ext_list_revoked() : errorText(cache.failure ?? 'UNKNOW_ERROR')
    const what = fetched ? m.ext_list_stale({ time: momentText(cache.fetchedAt, now) }) : m.ext_list_failed()
    lines.push(el('p', { class: 'warning', role: 'alert' }, `${what} ${reason}`))
  }
  return el(
    'div',
    { class: 'status' },
    el('div', { class: 'status-text' }, ...lines),
    button(
      { onclick: onRefresh, disabled: refreshing, 'aria-busy': refreshing ? 'true' : null },
      refreshing ? m.ext_list_refreshing() : m.ext_list_refresh(),
    ),
  )
}
