import { DEFAULT_PAGE_SIZE } from '@proxy-portal/worker/contract/choices'
import { formatAmount } from '@proxy-portal/worker/contract/money'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ListTable } from '../../components/ui/list-table'
import { Money } from '../../components/ui/money'
import { Pagination } from '../../components/ui/pagination'
import { formatDateTime } from '../../lib/dates'
import { m } from '../../paraglide/messages'
import { transactionText } from '../topup/labels'
import { transactionsQuery } from '../topup/queries'
import { transactionContent } from '../topup/stored-text'

/** The ledger on /account: type, content, balance before, price, amount, date; 25 a page, newest first. */
export function TransactionList() {
  const [page, setPage] = useState(1)
  const { data } = useQuery(transactionsQuery(page))
  return (
    <>
      <ListTable
        columns={[
          { label: m.col_type() },
          { label: m.col_content() },
          { label: m.col_balance_before(), end: true },
          { label: m.col_price(), end: true },
          { label: m.col_amount(), end: true },
          { label: m.col_date() },
        ]}
        testId="transactions"
        empty={data?.data.length === 0}
      >
        {data?.data.map((row) => (
          <tr key={row._id}>
            <td className="whitespace-nowrap">{transactionText(row.type)}</td>
            <td className="max-w-72 truncate">{transactionContent(row)}</td>
            <td className="text-right">
              <Money xu={row.balanceBefore} showUsd={false} />
            </td>
            <td className="text-right">{formatAmount(row.price)}</td>
            <td className={`text-right font-semibold ${row.amount > 0 ? 'text-success' : 'text-error'}`}>
              {row.amount > 0 ? '+' : ''}
              {formatAmount(row.amount)}
            </td>
            <td className="whitespace-nowrap">{formatDateTime(row.createdAt)}</td>
          </tr>
        ))}
      </ListTable>
      {data && <Pagination page={page} total={data.total} limit={DEFAULT_PAGE_SIZE} onPage={setPage} />}
    </>
  )
}
