import type { OrderLogView } from '@proxy-portal/worker/contract/orders'
import { ListTable } from '../../components/ui/list-table'
import { Money } from '../../components/ui/money'
import { formatDateTime } from '../../lib/dates'
import { m } from '../../paraglide/messages'
import { actionText } from './labels'
import { LogNote } from './log-note'

/** The order's history: each step (buy, renew, upgrade, expiry, release), whether it succeeded, its price. */
export function OrderHistory({ logs }: { logs: OrderLogView[] }) {
  return (
    <section aria-labelledby="order-history-title" className="space-y-3">
      <h2 id="order-history-title" className="text-lg font-semibold">
        {m.orders_history_title()}
      </h2>
      <ListTable
        columns={[
          { label: m.orders_col_action() },
          { label: m.col_status() },
          { label: m.col_price(), end: true },
          { label: m.orders_col_note() },
          { label: m.col_date() },
        ]}
        testId="order-history"
        empty={logs.length === 0}
      >
        {logs.map((log) => (
          <tr key={log._id}>
            <td className="whitespace-nowrap">{actionText[log.action]()}</td>
            <td>
              <span className={`badge badge-soft ${log.success ? 'badge-success' : 'badge-error'}`}>
                {log.success ? m.status_success() : m.status_failed()}
              </span>
            </td>
            <td className="text-right">{log.price > 0 ? <Money xu={log.price} showUsd={false} /> : '—'}</td>
            <td className="max-w-72 truncate">
              <LogNote action={log.action} note={log.note} />
            </td>
            <td className="whitespace-nowrap">{formatDateTime(log.createdAt)}</td>
          </tr>
        ))}
      </ListTable>
    </section>
  )
}
