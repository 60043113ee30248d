import { m } from '../../paraglide/messages'
import { BuyByPackage } from './buy-by-package'
import { BuyByType } from './buy-by-type'
import { type BuyProductKey, productOfKey } from './product-key'

export type BuyMode = 'type' | 'package'

/**
 * The two ways to buy: by type (choose everything, starting on `product`, `start` when a link names them) or by
 * package (ready-made, `marked` standing out).
 */
export function BuyTabs({
  mode,
  onMode,
  marked,
  product,
  start,
}: {
  mode: BuyMode
  onMode: (mode: BuyMode) => void
  marked?: string
  product?: BuyProductKey
  /** A country, period and bandwidth tier to start on (the price list's 'buy' names them). */
  start?: { countryCode?: string; period?: string; bandwidthTier?: string }
}) {
  return (
    <div className="space-y-4">
      <div role="tablist" className="tabs tabs-box w-fit">
        <button
          type="button"
          role="tab"
          aria-selected={mode === 'type'}
          className={`tab ${mode === 'type' ? 'tab-active' : ''}`}
          onClick={() => onMode('type')}
        >
          {m.buy_by_type()}
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={mode === 'package'}
          className={`tab ${mode === 'package' ? 'tab-active' : ''}`}
          onClick={() => onMode('package')}
        >
          {m.buy_by_package()}
        </button>
      </div>
      <div role="tabpanel" aria-label={mode === 'type' ? m.buy_by_type() : m.buy_by_package()}>
        {/* A link naming another product while the form is open starts the form afresh on it. */}
        {mode === 'type' ? <BuyByType key={product} product={productOfKey(product)} start={start} /> : <BuyByPackage marked={marked} />}
      </div>
    </div>
  )
}
