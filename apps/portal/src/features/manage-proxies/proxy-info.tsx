import type { BoughtProxyView } from '@proxy-portal/worker/contract/bought-proxies'
import { Tag } from 'lucide-react'
import { CountryFlag } from '../../components/ui/country-flag'
import { countryName, productText, tierText } from '../../lib/labels'
import { boughtPackageName } from '../../lib/package-texts'
import { m } from '../../paraglide/messages'
import { UsageLine } from './usage-line'

/** What a proxy is: its product, country with flag, package or order code, bandwidth tier and use, exit address and tag. */
export function ProxyInfo({ proxy }: { proxy: BoughtProxyView }) {
  return (
    <div className="min-w-44 space-y-0.5 text-sm">
      <p className="font-medium whitespace-nowrap">{productText(proxy)}</p>
      <p className="whitespace-nowrap">
        <CountryFlag code={proxy.countryCode} /> {countryName(proxy.countryCode)}
      </p>
      <p className="text-base-content/60 text-xs whitespace-nowrap">
        {proxy.packageName ? `${boughtPackageName(proxy)} · ` : ''}
        <span className="font-mono">{proxy.orderCode}</span>
      </p>
      <p className="text-base-content/60 text-xs whitespace-nowrap">{tierText(proxy.bandwidthTier)}</p>
      {proxy.exitAddress && proxy.exitAddress !== proxy.host && (
        <p className="text-base-content/60 font-mono text-xs whitespace-nowrap" data-testid="proxy-exit">
          {m.manage_exit_ip({ ip: proxy.exitAddress })}
        </p>
      )}
      <UsageLine proxy={proxy} />
      {proxy.tagName && (
        <span className="badge badge-soft badge-primary badge-sm whitespace-nowrap" data-testid="proxy-tag">
          <Tag className="size-3" aria-hidden="true" />
          {proxy.tagName}
        </span>
      )}
    </div>
  )
}
