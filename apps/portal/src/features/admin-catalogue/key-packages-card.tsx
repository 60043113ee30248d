import type { KeyPackageView } from '@proxy-portal/worker/contract/key-packages'
import { formatXu } from '@proxy-portal/worker/contract/money'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ListTable } from '../../components/ui/list-table'
import { Money } from '../../components/ui/money'
import { Pagination } from '../../components/ui/pagination'
import { toast } from '../../components/ui/toast'
import { useApiMutation } from '../../lib/api-mutation'
import { periodText } from '../../lib/labels'
import { packageName } from '../../lib/package-texts'
import { m } from '../../paraglide/messages'
import { packageProduct, rotationText } from '../keys/package-terms'
import { adminChange } from './catalogue-calls'
import { keyPackageCalls } from './key-package-calls'
import { KeyPackageForm } from './key-package-form'
import { countriesQuery, keyPackagesQuery } from './queries'
import { confirmDanger, RowActions } from './row-actions'

/** Rotating key packages (ADR 0028), those off sale included, with the keys in stock: add, change, put on or off sale, delete. */
export function KeyPackagesCard() {
  const [page, setPage] = useState(1)
  const { data } = useQuery(keyPackagesQuery(page))
  const { data: countries } = useQuery(countriesQuery)
  const [editing, setEditing] = useState<KeyPackageView | 'new' | null>(null)
  const { run } = useApiMutation(adminChange)
  const remove = async (pack: KeyPackageView) => {
    const sure = await confirmDanger(m.catalogue_package_delete_title(), m.catalogue_key_package_delete_text({ name: packageName(pack) }))
    if (!sure) return
    const done = await run((keyed) => keyPackageCalls.remove(pack._id, keyed))
    if (done.ok) toast.success(m.catalogue_package_deleted())
  }
  const setOnSale = (pack: KeyPackageView, enabled: boolean) => void run((keyed) => keyPackageCalls.update(pack._id, { enabled }, keyed))
  return (
    <div className="space-y-4">
      {editing ? (
        <KeyPackageForm
          key={editing === 'new' ? 'new' : editing._id}
          pack={editing === 'new' ? null : editing}
          countryCodes={countries?.map((country) => country.code) ?? []}
          onDone={() => setEditing(null)}
        />
      ) : (
        <button type="button" className="btn btn-outline btn-sm" onClick={() => setEditing('new')}>
          {m.catalogue_key_package_add()}
        </button>
      )}
      <ListTable
        columns={[
          { label: m.catalogue_package_name() },
          { label: m.catalogue_col_product() },
          { label: m.catalogue_col_period() },
          { label: m.catalogue_key_col_rotation() },
          { label: m.catalogue_col_price(), end: true },
          { label: m.catalogue_col_free_stock(), end: true },
          { label: m.catalogue_col_on_sale() },
          { label: m.catalogue_col_action() },
        ]}
        testId="admin-key-packages"
        empty={data?.total === 0}
      >
        {data?.data.map((pack) => (
          <tr key={pack._id} className={pack.enabled ? undefined : 'opacity-60'}>
            <td className="font-semibold">
              {packageName(pack)}
              {pack.popular && <span className="badge badge-accent badge-sm ml-1">{m.catalogue_popular()}</span>}
            </td>
            <td>{packageProduct(pack)}</td>
            <td>{periodText(pack.periodUnit, pack.periodCount)}</td>
            <td className="text-sm">{rotationText(pack)}</td>
            <td className="text-right">
              <Money xu={pack.price} showUsd={false} />
              <div className="text-base-content/60 text-xs">
                {m.catalogue_renew_at({ price: formatXu(pack.renewPrice, m.currency_unit()) })}
              </div>
            </td>
            <td className="text-right">{pack.stock}</td>
            <td>
              <input
                type="checkbox"
                className="toggle toggle-sm toggle-primary"
                checked={pack.enabled}
                onChange={(event) => setOnSale(pack, event.target.checked)}
                aria-label={m.catalogue_key_on_sale_named({ name: packageName(pack) })}
              />
            </td>
            <RowActions name={packageName(pack)} onEdit={() => setEditing(pack)} onDelete={() => void remove(pack)} />
          </tr>
        ))}
      </ListTable>
      {data && <Pagination page={page} total={data.total} limit={25} onPage={setPage} />}
    </div>
  )
}
