import { orderStatuses } from '@proxy-portal/worker/contract/choices'
import type { OrderStatus } from '@proxy-portal/worker/contract/orders'
import { Search } from 'lucide-react'
import { useState } from 'react'
import { Form } from '../../components/ui/form'
import { orderStatusText } from '../../lib/labels'
import { m } from '../../paraglide/messages'

/** The statuses a customer filters by (spec section 4); 'trying' belongs to the trial, not to orders. */
const filterStatuses = orderStatuses.filter((status) => status !== 'trying')

/** Filter by status (applied at once) and search by order code (on submit). */
export function OrderFilters({
  status,
  search,
  onChange,
}: {
  status: OrderStatus | undefined
  search: string
  onChange: (filter: { status?: OrderStatus; search: string }) => void
}) {
  const [text, setText] = useState(search)
  return (
    <Form onSubmit={() => onChange({ status, search: text.trim() })} className="flex flex-wrap items-end gap-2">
      <label className="select select-sm w-auto">
        <span className="label">{m.orders_filter_status()}</span>
        <select
          value={status ?? ''}
          onChange={(event) => onChange({ status: (event.target.value || undefined) as OrderStatus | undefined, search: text.trim() })}
        >
          <option value="">{m.orders_filter_all()}</option>
          {filterStatuses.map((option) => (
            <option key={option} value={option}>
              {orderStatusText[option]()}
            </option>
          ))}
        </select>
      </label>
      <label className="input input-sm w-56 max-w-full">
        <Search className="size-4 opacity-50" aria-hidden="true" />
        <input
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={m.orders_search_placeholder()}
          aria-label={m.orders_search()}
        />
      </label>
      <button type="submit" className="btn btn-sm">
        {m.orders_search()}
      </button>
    </Form>
  )
}
