import type { OrderProxyView } from '@proxy-portal/worker/contract/orders'
import { CopyButton } from '../../components/ui/copy-button'
import { ListTable } from '../../components/ui/list-table'
import { m } from '../../paraglide/messages'
import { proxyLine, proxyLines } from './proxy-lines'

/** An order's proxies: host, HTTP and SOCKS5 ports, user and password, each copyable, and all at once. */
export function OrderProxies({ proxies }: { proxies: OrderProxyView[] }) {
  return (
    <section aria-labelledby="order-proxies-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="order-proxies-title" className="text-lg font-semibold">
          {m.orders_proxies_title({ count: proxies.length })}
        </h2>
        {proxies.length > 0 && <CopyButton text={proxyLines(proxies)} label={m.orders_copy_all()} />}
      </div>
      <ListTable
        columns={[
          { label: m.orders_col_host() },
          { label: m.orders_col_http_port() },
          { label: m.orders_col_socks_port() },
          { label: m.orders_col_username() },
          { label: m.orders_col_password() },
          { label: m.col_action() },
        ]}
        testId="order-proxies"
        empty={proxies.length === 0}
      >
        {proxies.map((proxy) => (
          <tr key={proxy._id}>
            <td className="font-mono">{proxy.host}</td>
            <td className="font-mono">{proxy.httpPort ?? '—'}</td>
            <td className="font-mono">{proxy.socksPort ?? '—'}</td>
            <td className="font-mono">{proxy.username}</td>
            <td className="font-mono">{proxy.password}</td>
            <td>
              <CopyButton text={proxyLine(proxy)} />
            </td>
          </tr>
        ))}
      </ListTable>
    </section>
  )
}
