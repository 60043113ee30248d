import { DEFAULT_PAGE_SIZE } from '@proxy-portal/worker/contract/choices'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ListTable } from '../../components/ui/list-table'
import { Money } from '../../components/ui/money'
import { Pagination } from '../../components/ui/pagination'
import { formatDateTime } from '../../lib/dates'
import { m } from '../../paraglide/messages'
import { invoicesQuery } from './queries'

/** The user's invoice requests: company, tax code, amount, status (queued until the invoice service took it). */
export function InvoiceList() {
  const [page, setPage] = useState(1)
  const { data } = useQuery(invoicesQuery(page))
  if (!data || data.total === 0) return null
  return (
    <section className="mt-8" aria-labelledby="invoice-list-title">
      <h2 id="invoice-list-title" className="mb-3 text-lg font-semibold">
        {m.invoice_list_title()}
      </h2>
      <ListTable
        columns={[
          { label: m.invoice_company_col() },
          { label: m.invoice_tax_code() },
          { label: m.col_amount(), end: true },
          { label: m.col_status() },
          { label: m.col_date() },
        ]}
        empty={false}
      >
        {data.data.map((invoice) => (
          <tr key={invoice._id}>
            <td>{invoice.companyName}</td>
            <td>{invoice.taxCode}</td>
            <td className="text-right">
              <Money xu={invoice.amount} showUsd={false} />
            </td>
            <td>
              <span className={`badge badge-sm ${invoice.status === 'sent' ? 'badge-success' : 'badge-warning'}`}>
                {invoice.status === 'sent' ? m.invoice_status_sent() : m.invoice_status_queued()}
              </span>
            </td>
            <td className="whitespace-nowrap">{formatDateTime(invoice.createdAt)}</td>
          </tr>
        ))}
      </ListTable>
      <Pagination page={page} total={data.total} limit={DEFAULT_PAGE_SIZE} onPage={setPage} />
    </section>
  )
}
