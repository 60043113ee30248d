import { formatUsd, formatXu, xuToUsdCents } from '@proxy-portal/worker/contract/money'
import { usePublicSettings } from '../../features/settings/public-settings-query'
import { m } from '../../paraglide/messages'

/** An amount of Xu (Coin in English) with its USD equivalent at the configured rate. */
export function Money({ xu, showUsd = true }: { xu: number; showUsd?: boolean }) {
  const { vndPerUsd } = usePublicSettings()
  return (
    <span className="whitespace-nowrap">
      {formatXu(xu, m.currency_unit())}
      {/* At 60% it fell under 4.5:1 on a grey fill (the top bar's balance while on /topup). */}
      {showUsd && <span className="text-base-content/70 ml-1 text-sm">≈ {formatUsd(xuToUsdCents(xu, vndPerUsd))}</span>}
    </span>
  )
}
