import { useQuery } from '@tanstack/react-query'
import { Spinner } from '../../components/ui/spinner'
import { m } from '../../paraglide/messages'
import { type PackageFilter, packagesQuery } from '../buy/catalogue-queries'
import { PackageCard } from '../buy/package-card'

/** The packages /proxy-rotating offers: ready-made IPv4 dynamic ones. */
export const rotatingPackages: PackageFilter = { ipVersion: 'ipv4', ipMode: 'dynamic' }

/** Rotating IPv4 packages, bought here as on the buy page (the same card, quoted confirm and result dialog). */
export function RotatingPackages() {
  const { data, isPending } = useQuery(packagesQuery(rotatingPackages))
  const packages = (data?.data ?? []).filter((pack) => pack.enabled).sort((a, b) => Number(b.popular) - Number(a.popular))
  return (
    <section aria-labelledby="rotating-packages-title" className="space-y-3">
      <h2 id="rotating-packages-title" className="text-xl font-bold">
        {m.products_rotating_packages_title()}
      </h2>
      {isPending ? (
        <Spinner />
      ) : packages.length === 0 ? (
        <p className="text-base-content/60">{m.buy_no_packages()}</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {packages.map((pack) => (
            <PackageCard key={pack._id} pack={pack} />
          ))}
        </div>
      )}
    </section>
  )
}
