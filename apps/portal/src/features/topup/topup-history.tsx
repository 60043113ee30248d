import type { TopupView } from '@proxy-portal/worker/contract/ledger'
import { DEFAULT_PAGE_SIZE } from '@proxy-portal/worker/contract/list'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { Money } from '../../components/ui/money'
import { Pagination } from '../../components/ui/pagination'
import { formatDateTime } from '../../lib/dates'
import { m } from '../../paraglide/messages'
import { methodText, StatusBadge } from './labels'
import { topupHistoryQuery } from './queries'

function Action({ topup }: { topup: TopupView }) {
  if (topup.status === 'processing' && topup.payUrl) {
    return (
      <a href={topup.payUrl} className="btn btn-primary btn-xs">
        {m.action_continue_payment()}
      </a>
    )
  }
  if (topup.status === 'success') {
    return (
      <Link to="/create-invoice" search={{ topupId: topup._id }} className="btn btn-ghost btn-xs">
        {m.action_request_invoice()}
      </Link>
    )
  }
  return (
    <Link to="/topup/{-$id}" params={{ id: topup._id }} className="btn btn-ghost btn-xs">
      {m.action_view()}
    </Link>
  )
}

/** The user's top-ups, newest first, 25 a page: content, status (processing, then success), date, action. */
export function TopupHistory() {
  const [page, setPage] = useState(1)
  const { data } = useQuery(topupHistoryQuery(page))
  return (
    <section aria-labelledby="topup-history-title">
      <h2 id="topup-history-title" className="mb-3 text-lg font-semibold">
        {m.history_title()}
      </h2>
      <div className="rounded-box border-base-300 overflow-x-auto border">
        <table className="table-sm table" data-testid="topup-history">
          <thead>
            <tr>
              <th>{m.col_content()}</th>
              <th>{m.col_method()}</th>
              <th className="text-right">{m.col_amount()}</th>
              <th>{m.col_status()}</th>
              <th>{m.col_date()}</th>
              <th>{m.col_action()}</th>
            </tr>
          </thead>
          <tbody>
            {data?.data.map((topup) => (
              <tr key={topup._id}>
                <td className="max-w-64 truncate">{topup.content}</td>
                <td>{methodText(topup.method)}</td>
                <td className="text-right">
                  {topup.amount > 0 ? <Money xu={topup.amount} showUsd={false} /> : '—'}
                  {topup.bonus > 0 && (
                    <span className="text-success block text-xs">
                      + <Money xu={topup.bonus} showUsd={false} />
                    </span>
                  )}
                </td>
                <td>
                  <StatusBadge status={topup.status} />
                </td>
                <td className="whitespace-nowrap">{formatDateTime(topup.createdAt)}</td>
                <td>
                  <Action topup={topup} />
                </td>
              </tr>
            ))}
            {data?.data.length === 0 && (
              <tr>
                <td colSpan={6} className="text-base-content/60 py-6 text-center">
                  {m.table_empty()}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {data && <Pagination page={page} total={data.total} limit={DEFAULT_PAGE_SIZE} onPage={setPage} />}
    </section>
  )
}
