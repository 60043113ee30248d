import type { BoughtProxySort } from '@proxy-portal/worker/contract/bought-proxies'
import { boughtProxySorts } from '@proxy-portal/worker/contract/choices'
import { useQuery } from '@tanstack/react-query'
import { Search } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { Form } from '../../components/ui/form'
import { countryName } from '../../lib/labels'
import { m } from '../../paraglide/messages'
import { countriesQuery } from '../buy/catalogue-queries'
import { sortText } from './labels'
import { type ProxySearch, tagsQuery } from './queries'

/** 'none': proxies without a tag (the list call's own word for it). */
export const UNTAGGED = 'none'

function Choice({
  label,
  value,
  onChange,
  children,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  children: ReactNode
}) {
  return (
    <label className="select select-sm w-auto max-w-full">
      <span className="label">{label}</span>
      <select value={value} onChange={(event) => onChange(event.target.value)} aria-label={label}>
        {children}
      </select>
    </label>
  )
}

/** Country, tag and sort (applied at once) and a search of host, user, comment and order code (on submit). */
export function ProxyFilters({ filter, onChange }: { filter: ProxySearch; onChange: (filter: ProxySearch) => void }) {
  const countries = useQuery(countriesQuery).data ?? []
  const tags = useQuery(tagsQuery).data ?? []
  const [text, setText] = useState(filter.search ?? '')
  const apply = (change: Partial<ProxySearch>) => onChange({ ...filter, search: text.trim() || undefined, ...change, page: 1 })
  const codes = [...new Set([...countries.map((country) => country.code), ...(filter.countryCode ? [filter.countryCode] : [])])]
  return (
    <Form onSubmit={() => apply({})} className="flex flex-wrap items-end gap-2">
      <Choice
        label={m.manage_filter_country()}
        value={filter.countryCode ?? ''}
        onChange={(code) => apply({ countryCode: code || undefined })}
      >
        <option value="">{m.orders_filter_all()}</option>
        {codes.map((code) => (
          <option key={code} value={code}>
            {countryName(code)}
          </option>
        ))}
      </Choice>
      <Choice label={m.manage_filter_tag()} value={filter.tagId ?? ''} onChange={(tagId) => apply({ tagId: tagId || undefined })}>
        <option value="">{m.orders_filter_all()}</option>
        <option value={UNTAGGED}>{m.manage_filter_untagged()}</option>
        {tags.map((tag) => (
          <option key={tag._id} value={tag._id}>
            {tag.name}
          </option>
        ))}
      </Choice>
      <Choice label={m.manage_sort()} value={filter.sort ?? 'expiry_asc'} onChange={(sort) => apply({ sort: sort as BoughtProxySort })}>
        {boughtProxySorts.map((sort) => (
          <option key={sort} value={sort}>
            {sortText[sort]()}
          </option>
        ))}
      </Choice>
      <label className="input input-sm w-56 max-w-full">
        <Search className="size-4 opacity-50" aria-hidden="true" />
        <input
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={m.manage_search_placeholder()}
          aria-label={m.manage_search()}
        />
      </label>
      <button type="submit" className="btn btn-sm">
        {m.manage_search()}
      </button>
    </Form>
  )
}
