import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { m } from '../../paraglide/messages'
import { PackageTable } from '../keys/package-table'
import { keyPackagesQuery } from '../keys/queries'

/** Rotating keys on the price list: each package on sale (for `country` when one is picked) with its price per period; buying is on /proxy-rotating. */
export function KeyPrices({ country }: { country?: string }) {
  const packages = (useQuery(keyPackagesQuery).data ?? []).filter((pack) => pack.enabled && (!country || pack.countryCode === country))
  if (packages.length === 0) return null
  return (
    <section className="card bg-base-100 border-base-300 border" aria-labelledby="pricing-keys" data-testid="key-pricing">
      <div className="card-body gap-3">
        <h2 id="pricing-keys" className="card-title">
          {m.pricing_keys_title()}
        </h2>
        <p className="text-base-content/70 text-sm">{m.pricing_keys_intro()}</p>
        <PackageTable
          packages={packages}
          action={() => (
            <Link to="/proxy-rotating" className="btn btn-xs btn-primary">
              {m.pricing_buy()}
            </Link>
          )}
        />
      </div>
    </section>
  )
}
