import type { BoughtProxyView } from '@proxy-portal/worker/contract/bought-proxies'
import { type ReactNode, useId } from 'react'
import { m } from '../../paraglide/messages'
import { countryName } from './labels'
import { countriesOf, type ListFilter, tagsOf, UNTAGGED } from './proxy-filter'

type Option = { value: string; text: string }

function Labelled({ label, className, children }: { label: string; className: string; children: (id: string) => ReactNode }) {
  const id = useId()
  return (
    <div className={`field ${className}`}>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  )
}

/** A filter whose choice is dropped (every item) when the list no longer holds it. */
function Select({ id, options, value, onChange }: { id: string; options: Option[]; value: string; onChange: (value: string) => void }) {
  const shown = options.some((option) => option.value === value) ? value : ''
  return (
    <select id={id} value={shown} onChange={(event) => onChange(event.target.value)}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.text}
        </option>
      ))}
    </select>
  )
}

/** Search and the tag and country filters, filled from the list as it refreshes. */
export function ListToolbar({
  proxies,
  filter,
  onChange,
}: {
  proxies: readonly BoughtProxyView[]
  filter: ListFilter
  onChange: (filter: ListFilter) => void
}) {
  const tags = tagsOf(proxies)
  const tagOptions = [
    { value: '', text: m.ext_filter_tag_all() },
    ...tags.map((tag) => ({ value: tag.id, text: tag.name })),
    ...(proxies.some((proxy) => proxy.tagId === null) && tags.length > 0 ? [{ value: UNTAGGED, text: m.ext_filter_untagged() }] : []),
  ]
  const countryOptions = [
    { value: '', text: m.ext_filter_country_all() },
    ...countriesOf(proxies).map((code) => ({ value: code, text: `${code} · ${countryName(code)}` })),
  ]
  return (
    <div className="toolbar">
      <Labelled label={m.ext_search()} className="search">
        {(id) => (
          <input
            id={id}
            type="search"
            value={filter.search}
            placeholder={m.ext_search_placeholder()}
            autoComplete="off"
            onChange={(event) => onChange({ ...filter, search: event.target.value })}
          />
        )}
      </Labelled>
      <Labelled label={m.ext_filter_tag()} className="filter">
        {(id) => <Select id={id} options={tagOptions} value={filter.tag} onChange={(tag) => onChange({ ...filter, tag })} />}
      </Labelled>
      <Labelled label={m.ext_filter_country()} className="filter">
        {(id) => (
          <Select id={id} options={countryOptions} value={filter.country} onChange={(country) => onChange({ ...filter, country })} />
        )}
      </Labelled>
    </div>
  )
}
