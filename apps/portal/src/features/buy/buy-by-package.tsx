import { useQuery } from '@tanstack/react-query'
import { Spinner } from '../../components/ui/spinner'
import { m } from '../../paraglide/messages'
import { packagesQuery } from './catalogue-queries'
import { PackageCard } from './package-card'

/** Buying a ready-made package: its cards, most popular first; a marked one (from a promotion) stands out. */
export function BuyByPackage({ marked }: { marked?: string }) {
  const { data, isPending } = useQuery(packagesQuery())
  if (isPending) return <Spinner />
  const packages = (data?.data ?? []).filter((pack) => pack.enabled).sort((a, b) => Number(b.popular) - Number(a.popular))
  if (packages.length === 0) return <p className="text-base-content/60">{m.buy_no_packages()}</p>
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {packages.map((pack) => (
        <PackageCard key={pack._id} pack={pack} marked={pack._id === marked} />
      ))}
    </div>
  )
}
