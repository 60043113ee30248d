import type { PackageView } from '@proxy-portal/worker/contract/catalogue'
import { formatXu } from '@proxy-portal/worker/contract/money'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ListTable } from '../../components/ui/list-table'
import { Money } from '../../components/ui/money'
import { Pagination } from '../../components/ui/pagination'
import { toast } from '../../components/ui/toast'
import { useApiMutation } from '../../lib/api-mutation'
import { countryName, periodText, productShortText, tierText } from '../../lib/labels'
import { packageName } from '../../lib/package-texts'
import { m } from '../../paraglide/messages'
import { adminChange, catalogueCalls } from './catalogue-calls'
import { PackageForm } from './package-form'
import { countriesQuery, packagesQuery } from './queries'
import { confirmDanger, RowActions } from './row-actions'

/** Ready-made packages, those off sale included, with their live stock: add, change, delete. */
export function PackagesCard() {
  const [page, setPage] = useState(1)
  const { data } = useQuery(packagesQuery(page))
  const { data: countries } = useQuery(countriesQuery)
  const [editing, setEditing] = useState<PackageView | 'new' | null>(null)
  const { run } = useApiMutation(adminChange)
  const remove = async (pack: PackageView) => {
    const sure = await confirmDanger(m.catalogue_package_delete_title(), m.catalogue_package_delete_text({ name: packageName(pack) }))
    if (!sure) return
    const done = await run((keyed) => catalogueCalls.deletePackage(pack._id, keyed))
    if (done.ok) toast.success(m.catalogue_package_deleted())
  }
  return (
    <div className="space-y-4">
      {editing ? (
        <PackageForm
          key={editing === 'new' ? 'new' : editing._id}
          pack={editing === 'new' ? null : editing}
          countryCodes={countries?.map((country) => country.code) ?? []}
          onDone={() => setEditing(null)}
        />
      ) : (
        <button type="button" className="btn btn-outline btn-sm" onClick={() => setEditing('new')}>
          {m.catalogue_package_add()}
        </button>
      )}
      <ListTable
        columns={[
          { label: m.catalogue_package_name() },
          { label: m.catalogue_col_product() },
          { label: m.catalogue_col_country() },
          { label: m.catalogue_package_amount(), end: true },
          { label: m.catalogue_col_period() },
          { label: m.catalogue_col_price(), end: true },
          { label: m.catalogue_col_free_stock(), end: true },
          { label: m.catalogue_col_status() },
          { label: m.catalogue_col_action() },
        ]}
        testId="admin-packages"
        empty={data?.total === 0}
      >
        {data?.data.map((pack) => (
          <tr key={pack._id} className={pack.enabled ? undefined : 'opacity-60'}>
            <td className="font-semibold">{packageName(pack)}</td>
            <td>
              {productShortText(pack)}
              <div className="text-base-content/60 text-xs">{tierText(pack.bandwidthTier)}</div>
            </td>
            <td>{countryName(pack.countryCode)}</td>
            <td className="text-right">{pack.amount}</td>
            <td>{periodText(pack.periodUnit, pack.periodCount)}</td>
            <td className="text-right">
              <Money xu={pack.price} showUsd={false} />
              <div className="text-base-content/60 text-xs">
                {m.catalogue_renew_at({ price: formatXu(pack.renewPrice, m.currency_unit()) })}
              </div>
            </td>
            <td className="text-right">{pack.stock}</td>
            <td className="space-x-1">
              {pack.popular && <span className="badge badge-accent badge-sm">{m.catalogue_popular()}</span>}
              {!pack.enabled && <span className="badge badge-ghost badge-sm">{m.catalogue_off_sale()}</span>}
            </td>
            <RowActions name={pack.name} onEdit={() => setEditing(pack)} onDelete={() => void remove(pack)} />
          </tr>
        ))}
      </ListTable>
      {data && <Pagination page={page} total={data.total} limit={25} onPage={setPage} />}
    </div>
  )
}
