import type { KeyPackageView } from '@proxy-portal/worker/contract/key-packages'
import type { ReactNode } from 'react'
import { ListTable } from '../../components/ui/list-table'
import { Money } from '../../components/ui/money'
import { packageDescription, packageName } from '../../lib/package-texts'
import { m } from '../../paraglide/messages'
import { packagePeriod, packageProduct, rotationText } from './package-terms'

function Price({ pack }: { pack: KeyPackageView }) {
  return (
    <span className="whitespace-nowrap">
      <Money xu={pack.price} showUsd={false} /> / {packagePeriod(pack)}
    </span>
  )
}

/**
 * Key packages on sale: product and place, period, how often the IP may change, price per period,
 * renewal price and stock; a table from 768 px, cards below. `action` adds a control per package
 * (choose it to buy, or the way to the shop).
 */
export function PackageTable({ packages, action }: { packages: KeyPackageView[]; action: (pack: KeyPackageView) => ReactNode }) {
  const columns = [
    m.keys_col_package,
    m.keys_col_product,
    m.keys_col_rotation,
    m.keys_col_price,
    m.renew_price,
    m.stock_available,
    m.col_action,
  ]
  return (
    <>
      <div className="hidden md:block">
        <ListTable columns={columns.map((label) => ({ label: label() }))} testId="key-packages" empty={packages.length === 0}>
          {packages.map((pack) => (
            <tr key={pack._id} data-testid="key-package">
              <td>
                <p className="font-medium">{packageName(pack)}</p>
                {packageDescription(pack) && <p className="text-base-content/60 text-xs">{packageDescription(pack)}</p>}
              </td>
              <td>{packageProduct(pack)}</td>
              <td className="text-sm">{rotationText(pack)}</td>
              <td>
                <Price pack={pack} />
              </td>
              <td>
                <Money xu={pack.renewPrice} showUsd={false} />
              </td>
              <td>{pack.stock > 0 ? pack.stock : <span className="badge badge-error">{m.stock_sold_out()}</span>}</td>
              <td>{action(pack)}</td>
            </tr>
          ))}
        </ListTable>
      </div>
      <ul className="space-y-3 md:hidden" data-testid="key-package-cards">
        {packages.length === 0 && <li className="text-base-content/60">{m.table_empty()}</li>}
        {packages.map((pack) => (
          <li key={pack._id} className="card bg-base-100 border-base-300 border">
            <div className="card-body gap-1 p-4 text-sm">
              <p className="font-medium">{packageName(pack)}</p>
              {packageDescription(pack) && <p className="text-base-content/60 text-xs">{packageDescription(pack)}</p>}
              <p>{packageProduct(pack)}</p>
              <p className="text-base-content/70">{rotationText(pack)}</p>
              <p>
                <Price pack={pack} /> · {m.renew_price()} <Money xu={pack.renewPrice} showUsd={false} />
              </p>
              <p>
                {m.stock_available()}: {pack.stock > 0 ? pack.stock : m.stock_sold_out()}
              </p>
              <div className="card-actions justify-end">{action(pack)}</div>
            </div>
          </li>
        ))}
      </ul>
    </>
  )
}
