import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Spinner } from '../../components/ui/spinner'
import { packageName } from '../../lib/package-texts'
import { m } from '../../paraglide/messages'
import { BuyForm } from './buy-form'
import { KeyList } from './key-list'
import { PackageTable } from './package-table'
import { keyPackagesQuery } from './queries'

/**
 * /proxy-rotating's key shop (issue 18): how a key works, the packages on sale, the buy form and the
 * customer's keys. Choosing a package in the table puts it in the form.
 */
export function KeyShop() {
  const { data, isPending } = useQuery(keyPackagesQuery)
  const packages = (data ?? []).filter((pack) => pack.enabled)
  const [chosen, setChosen] = useState('')
  return (
    <div className="space-y-6">
      <section className="card bg-base-100 border-base-300 border" aria-labelledby="keys-how-title">
        <div className="card-body gap-2">
          <h2 id="keys-how-title" className="card-title">
            {m.keys_how_title()}
          </h2>
          <p className="text-base-content/70">{m.keys_how_text()}</p>
        </div>
      </section>
      <section className="space-y-3" aria-labelledby="key-packages-title">
        <h2 id="key-packages-title" className="text-xl font-bold">
          {m.keys_packages_title()}
        </h2>
        {isPending ? (
          <Spinner />
        ) : (
          <PackageTable
            packages={packages}
            action={(pack) => (
              <button
                type="button"
                className="btn btn-sm"
                disabled={pack.stock === 0}
                aria-label={m.keys_choose_for({ name: packageName(pack) })}
                onClick={() => {
                  setChosen(pack._id)
                  document.getElementById('key-buy-title')?.scrollIntoView({ behavior: 'smooth' })
                }}
              >
                {m.keys_choose()}
              </button>
            )}
          />
        )}
      </section>
      {!isPending && <BuyForm packages={packages} chosen={chosen} onChoose={setChosen} />}
      <KeyList />
    </div>
  )
}
