import type { PackageView } from '@proxy-portal/worker/contract/catalogue'
import { useEffect, useRef, useState } from 'react'
import { CountryFlag } from '../../components/ui/country-flag'
import { Money } from '../../components/ui/money'
import { countryName, periodText, productText, tierText } from '../../lib/labels'
import { packageDescription, packageName } from '../../lib/package-texts'
import { m } from '../../paraglide/messages'
import { PackageBuyDialog } from './package-buy-dialog'

/** One package: what it holds, its price and renewal price, its stock; buying asks first, by the server's quote. */
export function PackageCard({ pack, marked = false }: { pack: PackageView; marked?: boolean }) {
  const inStock = pack.stock >= pack.amount
  const card = useRef<HTMLElement>(null)
  useEffect(() => {
    if (marked) card.current?.scrollIntoView({ block: 'center' })
  }, [marked])
  const [buying, setBuying] = useState(false)
  return (
    <article
      ref={card}
      className={`card bg-base-100 border ${pack.popular ? 'border-warning' : 'border-base-300'} ${marked ? 'ring-primary ring-2' : ''}`}
      aria-labelledby={`package-${pack._id}`}
      data-testid="package-card"
    >
      <div className="card-body gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={`package-${pack._id}`} className="card-title">
            {packageName(pack)}
          </h3>
          {pack.popular && <span className="badge badge-warning">{m.most_popular()}</span>}
        </div>
        {packageDescription(pack) && <p className="text-base-content/70 text-sm">{packageDescription(pack)}</p>}
        <ul className="text-sm">
          <li>
            {productText(pack)} · <CountryFlag code={pack.countryCode} /> {countryName(pack.countryCode)}
          </li>
          <li>{m.buy_package_amount({ amount: pack.amount })}</li>
          <li>
            {periodText(pack.periodUnit, pack.periodCount)} · {tierText(pack.bandwidthTier)}
          </li>
          <li className={inStock ? 'text-base-content/70' : 'text-error'}>
            {inStock ? m.buy_stock_left({ stock: pack.stock }) : m.stock_sold_out()}
          </li>
        </ul>
        <p className="text-primary text-xl font-bold">
          <Money xu={pack.price} />
        </p>
        <p className="text-base-content/60 text-xs">
          {m.renew_price()}: <Money xu={pack.renewPrice} showUsd={false} />
        </p>
        <div className="card-actions mt-auto pt-2">
          <button type="button" className="btn btn-primary btn-block" disabled={!inStock} onClick={() => setBuying(true)}>
            {m.buy_package_submit()}
          </button>
          {buying && <PackageBuyDialog pack={pack} onClose={() => setBuying(false)} />}
        </div>
      </div>
    </article>
  )
}
