import { DEFAULT_PAGE_SIZE } from '@proxy-portal/worker/contract/list'
import { formatAmount } from '@proxy-portal/worker/contract/money'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Money } from '../../components/ui/money'
import { Pagination } from '../../components/ui/pagination'
import { formatDateTime } from '../../lib/dates'
import { m } from '../../paraglide/messages'
import { transactionText } from '../topup/labels'
import { transactionsQuery } from '../topup/queries'

/** The ledger on /account: type, content, balance before, price, amount, date; 25 a page, newest first. */
export function TransactionList() {
  const [page, setPage] = useState(1)
  const { data } = useQuery(transactionsQuery(page))
  return (
    <>
      <div className="rounded-box border-base-300 overflow-x-auto border">
        <table className="table-sm table" data-testid="transactions">
          <thead>
            <tr>
              <th>{m.col_type()}</th>
              <th>{m.col_content()}</th>
              <th className="text-right">{m.col_balance_before()}</th>
              <th className="text-right">{m.col_price()}</th>
              <th className="text-right">{m.col_amount()}</th>
              <th>{m.col_date()}</th>
            </tr>
          </thead>
          <tbody>
            {data?.data.map((row) => (
              <tr key={row._id}>
                <td className="whitespace-nowrap">{transactionText(row.type)}</td>
                <td className="max-w-72 truncate">{row.content}</td>
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
    </>
  )
}
