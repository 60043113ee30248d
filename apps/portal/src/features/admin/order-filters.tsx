import { ipModes, ipVersions, proxyKinds } from '@proxy-portal/worker/contract/catalogue-values'
import { orderStatuses } from '@proxy-portal/worker/contract/choices'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Form } from '../../components/ui/form'
import { SelectField } from '../../components/ui/select-field'
import { TextField } from '../../components/ui/text-field'
import { countryName, orderStatusText, productShortText } from '../../lib/labels'
import { m } from '../../paraglide/messages'
import { countriesQuery } from '../buy/catalogue-queries'
import { DateRange } from './date-range'
import type { OrderListFilter } from './people-queries'

const products = proxyKinds.flatMap((kind) => ipVersions.flatMap((ipVersion) => ipModes.map((ipMode) => ({ kind, ipVersion, ipMode }))))
const keyOf = (p: { kind?: string; ipVersion?: string; ipMode?: string }) => (p.kind ? `${p.kind}-${p.ipVersion}-${p.ipMode}` : '')

/** /admin/orders's filters: user (on submit), status, product, country and the days made (at once). */
export function OrderFilters({ filter, onFilter }: { filter: OrderListFilter; onFilter: (next: OrderListFilter) => void }) {
  const [user, setUser] = useState(filter.user ?? '')
  const countries = useQuery(countriesQuery).data ?? []
  const codes = [...new Set([...countries.map((country) => country.code), ...(filter.countryCode ? [filter.countryCode] : [])])]
  const go = (next: Partial<OrderListFilter>) => onFilter({ ...filter, user: user.trim() || undefined, ...next, page: 1 })
  const product = products.find((p) => keyOf(p) === keyOf(filter))
  return (
    <Form onSubmit={() => go({})} className="mb-4 flex flex-wrap items-end gap-3">
      <TextField label={m.admin_orders_user()} value={user} onChange={setUser} maxLength={254} />
      <SelectField
        label={m.admin_col_status()}
        value={filter.status ?? ''}
        onChange={(value) => go({ status: (value || undefined) as typeof filter.status })}
      >
        <option value="">{m.admin_filter_all()}</option>
        {orderStatuses.map((status) => (
          <option key={status} value={status}>
            {orderStatusText[status]()}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={m.admin_col_product()}
        value={product ? keyOf(product) : ''}
        onChange={(value) => {
          const chosen = products.find((p) => keyOf(p) === value)
          go({ kind: chosen?.kind, ipVersion: chosen?.ipVersion, ipMode: chosen?.ipMode })
        }}
      >
        <option value="">{m.admin_filter_all()}</option>
        {products.map((p) => (
          <option key={keyOf(p)} value={keyOf(p)}>
            {productShortText(p)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={m.admin_col_country()}
        value={filter.countryCode ?? ''}
        onChange={(value) => go({ countryCode: value || undefined })}
      >
        <option value="">{m.admin_filter_all()}</option>
        {codes.map((code) => (
          <option key={code} value={code}>
            {countryName(code)}
          </option>
        ))}
      </SelectField>
      <DateRange filter={filter} onRange={go} />
      <button type="submit" className="btn btn-primary">
        {m.admin_filter_apply()}
      </button>
    </Form>
  )
}
