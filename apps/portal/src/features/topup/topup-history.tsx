import { DEFAULT_PAGE_SIZE } from '@proxy-portal/worker/contract/choices'
import type { TopupView } from '@proxy-portal/worker/contract/ledger'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { ListTable } from '../../components/ui/list-table'
import { Money } from '../../components/ui/money'
import { Pagination } from '../../components/ui/pagination'
import { formatDateTime } from '../../lib/dates'
import { m } from '../../paraglide/messages'
import { methodText, StatusBadge } from './labels'
import { topupHistoryQuery } from './queries'
import { storedText } from './stored-text'

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
      <ListTable
        columns={[
          { label: m.col_content() },
          { label: m.col_method() },
          { label: m.col_amount(), end: true },
          { label: m.col_status() },
          { label: m.col_date() },
          { label: m.col_action() },
        ]}
        testId="topup-history"
        empty={data?.data.length === 0}
      >
        {data?.data.map((topup) => (
          <tr key={topup._id}>
            <td className="max-w-64 truncate">{storedText(topup.content)}</td>
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
      </ListTable>
      {data && <Pagination page={page} total={data.total} limit={DEFAULT_PAGE_SIZE} onPage={setPage} />}
    </section>
  )
}
