import type { BoughtProxyView } from '@proxy-portal/worker/contract/bought-proxies'
import { exportRecordOf } from '@proxy-portal/worker/contract/bought-proxies'
import { formatLine } from '@proxy-portal/worker/contract/export-formats'
import { CopyButton } from '../../components/ui/copy-button'

/** host:port:user:pass as customers paste it, with the HTTP port, else the SOCKS5 one. */
export const proxyString = (proxy: BoughtProxyView) => formatLine(exportRecordOf(proxy), 'colon') ?? ''

/** The proxy's login line for each port it has (HTTP and SOCKS5), each with a copy button. */
export function ProxyStrings({ proxy }: { proxy: BoughtProxyView }) {
  const record = exportRecordOf(proxy)
  const lines = [
    proxy.httpPort !== null && { protocol: 'HTTP', line: formatLine({ ...record, socksPort: null }, 'colon') ?? '' },
    proxy.socksPort !== null && { protocol: 'SOCKS5', line: formatLine({ ...record, httpPort: null }, 'colon') ?? '' },
  ].filter((entry) => entry !== false)
  return (
    <ul className="space-y-1">
      {lines.map(({ protocol, line }) => (
        <li key={protocol} className="flex items-center gap-1 whitespace-nowrap">
          <span className="badge badge-ghost badge-xs w-14 shrink-0">{protocol}</span>
          <code className="text-xs" data-testid={`proxy-line-${protocol.toLowerCase()}`}>
            {line}
          </code>
          <CopyButton text={line} compact />
        </li>
      ))}
    </ul>
  )
}
