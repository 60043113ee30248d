import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Zap } from 'lucide-react'
import { Money } from '../../components/ui/money'
import { periodText, productText } from '../../lib/labels'
import { packageName } from '../../lib/package-texts'
import { m } from '../../paraglide/messages'
import { packagesQuery } from '../buy/catalogue-queries'

/** The Vietnam 'super proxy' promotion: the popular Vietnamese package, when the shop has one on sale. */
export function SuperProxyPromo() {
  const { data } = useQuery(packagesQuery({ countryCode: 'VN' }))
  const pack = data?.data.find((p) => p.countryCode === 'VN' && p.popular && p.enabled)
  if (!pack) return null
  return (
    <section className="card from-primary to-secondary text-primary-content bg-linear-to-r" aria-labelledby="super-proxy-title">
      <div className="card-body flex-col gap-4 sm:flex-row sm:items-center">
        <Zap className="size-10 shrink-0" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h2 id="super-proxy-title" className="text-xl font-bold">
            {m.dashboard_super_proxy_title()}
          </h2>
          <p>
            {m.dashboard_super_proxy_text({
              name: packageName(pack),
              product: productText(pack),
              amount: pack.amount,
              period: periodText(pack.periodUnit, pack.periodCount),
            })}
          </p>
          <p className="mt-1 text-lg font-semibold">
            <Money xu={pack.price} showUsd={false} />
          </p>
        </div>
        <Link to="/private-proxy" search={{ tab: 'package', package: pack._id }} className="btn btn-neutral">
          {m.dashboard_super_proxy_buy()}
        </Link>
      </div>
    </section>
  )
}
