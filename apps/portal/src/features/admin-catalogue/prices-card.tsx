import type { PriceView } from '@proxy-portal/worker/contract/catalogue'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ListTable } from '../../components/ui/list-table'
import { Money } from '../../components/ui/money'
import { toast } from '../../components/ui/toast'
import { useApiMutation } from '../../lib/api-mutation'
import { countryName, periodText, productShortText } from '../../lib/labels'
import { m } from '../../paraglide/messages'
import { adminChange, catalogueCalls } from './catalogue-calls'
import { PriceForm } from './price-form'
import { countriesQuery, pricesQuery } from './queries'
import { confirmDanger, RowActions } from './row-actions'

/** The price list, per proxy and period: every row, those off sale included; add, change, delete. */
export function PricesCard() {
  const { data: prices } = useQuery(pricesQuery)
  const { data: countries } = useQuery(countriesQuery)
  const [editing, setEditing] = useState<PriceView | 'new' | null>(null)
  const { run } = useApiMutation(adminChange)
  const describe = (price: PriceView) =>
    `${productShortText(price)} · ${countryName(price.countryCode)} · ${periodText(price.periodUnit, price.periodCount)}`
  const remove = async (price: PriceView) => {
    const sure = await confirmDanger(m.catalogue_price_delete_title(), m.catalogue_price_delete_text({ price: describe(price) }))
    if (!sure) return
    const done = await run((keyed) => catalogueCalls.deletePrice(price._id, keyed))
    if (done.ok) toast.success(m.catalogue_price_deleted())
  }
  return (
    <div className="space-y-4">
      {editing ? (
        <PriceForm
          key={editing === 'new' ? 'new' : editing._id}
          price={editing === 'new' ? null : editing}
          countryCodes={countries?.map((country) => country.code) ?? []}
          onDone={() => setEditing(null)}
        />
      ) : (
        <button type="button" className="btn btn-outline btn-sm" onClick={() => setEditing('new')}>
          {m.catalogue_price_add()}
        </button>
      )}
      <ListTable
        columns={[
          { label: m.catalogue_col_product() },
          { label: m.catalogue_col_country() },
          { label: m.catalogue_col_period() },
          { label: m.catalogue_col_price(), end: true },
          { label: m.catalogue_col_status() },
          { label: m.catalogue_col_action() },
        ]}
        testId="admin-prices"
        empty={prices?.length === 0}
      >
        {prices?.map((price) => (
          <tr key={price._id} className={price.enabled ? undefined : 'opacity-60'}>
            <td>{productShortText(price)}</td>
            <td>{countryName(price.countryCode)}</td>
            <td>{periodText(price.periodUnit, price.periodCount)}</td>
            <td className="text-right">
              <Money xu={price.price} showUsd={false} />
            </td>
            <td className="space-x-1">
              {price.popular && <span className="badge badge-accent badge-sm">{m.catalogue_popular()}</span>}
              {price.enabled ? (
                <span className="badge badge-success badge-soft badge-sm">{m.catalogue_on_sale()}</span>
              ) : (
                <span className="badge badge-ghost badge-sm">{m.catalogue_off_sale()}</span>
              )}
            </td>
            <RowActions name={describe(price)} onEdit={() => setEditing(price)} onDelete={() => void remove(price)} />
          </tr>
        ))}
      </ListTable>
    </div>
  )
}
