import type { PriceView } from '@proxy-portal/worker/contract/catalogue'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { confirm } from '../../components/ui/confirm-dialog'
import { ListTable } from '../../components/ui/list-table'
import { Money } from '../../components/ui/money'
import { api, unwrap } from '../../lib/api'
import { m } from '../../paraglide/messages'
import { countryName, periodText, productText } from './labels'
import { PriceForm } from './price-form'
import { countriesQuery, pricesQuery, useAdminChange } from './queries'

/** The price list, per proxy and period: every row, those off sale included; add, change, delete. */
export function PricesCard() {
  const { data: prices } = useQuery(pricesQuery)
  const { data: countries } = useQuery(countriesQuery)
  const [editing, setEditing] = useState<PriceView | 'new' | null>(null)
  const change = useAdminChange()
  const describe = (price: PriceView) =>
    `${productText(price)} · ${countryName(price.countryCode)} · ${periodText(price.periodUnit, price.periodCount)}`
  const remove = async (price: PriceView) => {
    const sure = await confirm({
      title: m.catalogue_price_delete_title(),
      text: m.catalogue_price_delete_text({ price: describe(price) }),
      confirmLabel: m.catalogue_delete(),
      cancelLabel: m.catalogue_cancel(),
      danger: true,
    })
    if (sure) await change(() => unwrap(api().api.price.delete[':id'].$delete({ param: { id: price._id } })), m.catalogue_price_deleted())
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
            <td>{productText(price)}</td>
            <td>{countryName(price.countryCode)}</td>
            <td>{periodText(price.periodUnit, price.periodCount)}</td>
            <td className="text-right">
              <Money xu={price.price} showUsd={false} />
            </td>
            <td className="space-x-1">
              {price.popular && <span className="badge badge-accent badge-sm">{m.catalogue_popular()}</span>}
              {!price.enabled && <span className="badge badge-ghost badge-sm">{m.catalogue_off_sale()}</span>}
            </td>
            <td className="space-x-1 whitespace-nowrap">
              <button
                type="button"
                className="btn btn-ghost btn-xs"
                onClick={() => setEditing(price)}
                aria-label={m.catalogue_edit_named({ name: describe(price) })}
              >
                {m.catalogue_edit()}
              </button>
              <button
                type="button"
                className="btn btn-ghost btn-xs text-error"
                onClick={() => void remove(price)}
                aria-label={m.catalogue_delete_named({ name: describe(price) })}
              >
                {m.catalogue_delete()}
              </button>
            </td>
          </tr>
        ))}
      </ListTable>
    </div>
  )
}
