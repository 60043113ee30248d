import { DEFAULT_PAGE_SIZE } from '@proxy-portal/worker/contract/choices'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ListTable } from '../../components/ui/list-table'
import { Money } from '../../components/ui/money'
import { Pagination } from '../../components/ui/pagination'
import { formatDateTime } from '../../lib/dates'
import { m } from '../../paraglide/messages'
import { actionText } from './labels'
import { planNoteText } from './plan-note'
import { planLogsQuery } from './queries'

/** The purchase log: buy, renew, more proxies, bandwidth, countries; each succeeded or failed; 25 a page, newest first. */
export function PlanLogTable() {
  const [page, setPage] = useState(1)
  const { data } = useQuery(planLogsQuery(page))
  return (
    <section className="card bg-base-100 border-base-300 border" aria-labelledby="plan-log-title">
      <div className="card-body">
        <h2 id="plan-log-title" className="card-title">
          {m.plan_log_title()}
        </h2>
        <ListTable
          columns={[
            { label: m.plan_col_action() },
            { label: m.plan_col_date() },
            { label: m.plan_col_price(), end: true },
            { label: m.plan_col_note() },
            { label: m.plan_col_result() },
          ]}
          testId="plan-log"
          empty={data?.data.length === 0}
        >
          {data?.data.map((row) => (
            <tr key={row._id}>
              <td className="whitespace-nowrap">{actionText(row.action)}</td>
              <td className="whitespace-nowrap">{formatDateTime(row.createdAt)}</td>
              <td className="text-right">
                <Money xu={row.price} showUsd={false} />
              </td>
              <td className="max-w-80 truncate" title={planNoteText(row.note)}>
                {planNoteText(row.note)}
              </td>
              <td>
                {row.success ? (
                  <span className="badge badge-success badge-soft">{m.plan_log_success()}</span>
                ) : (
                  <span className="badge badge-error badge-soft">{m.plan_log_failed()}</span>
                )}
              </td>
            </tr>
          ))}
        </ListTable>
        {data && <Pagination page={page} total={data.total} limit={DEFAULT_PAGE_SIZE} onPage={setPage} />}
      </div>
    </section>
  )
}
