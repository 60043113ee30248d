import { DEFAULT_PAGE_SIZE } from '@proxy-portal/worker/contract/choices'
import { formatXu } from '@proxy-portal/worker/contract/money'
import type { OrderStatus, OrderView } from '@proxy-portal/worker/contract/orders'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { confirm } from '../../components/ui/confirm-dialog'
import { ListTable } from '../../components/ui/list-table'
import { Pagination } from '../../components/ui/pagination'
import { toast } from '../../components/ui/toast'
import { useApiMutation } from '../../lib/api-mutation'
import { m } from '../../paraglide/messages'
import { BandwidthDialog } from './bandwidth-dialog'
import { orderCalls, paidOrderChange, type RenewResult } from './order-calls'
import { OrderFilters } from './order-filters'
import { OrderRow } from './order-row'
import { ordersQuery } from './queries'
import { RenewResultsDialog } from './renew-results-dialog'
import { isRenewable } from './renewable'

export type OrderListFilter = { page: number; status?: OrderStatus; search?: string }

/** /order: the customer's orders by status, 25 a page; renew one or several expired ones, upgrade bandwidth, details. */
export function OrderList({ filter, onFilter }: { filter: OrderListFilter; onFilter: (filter: OrderListFilter) => void }) {
  const { data } = useQuery(ordersQuery(filter))
  const { run } = useApiMutation(paidOrderChange)
  const [selected, setSelected] = useState<Map<string, OrderView>>(new Map())
  const [results, setResults] = useState<{ results: RenewResult[]; codes: Map<string, string> } | null>(null)
  const [upgrading, setUpgrading] = useState<OrderView | null>(null)
  const rows = data?.data ?? []
  const renewableRows = rows.filter(isRenewable)

  const select = (order: OrderView, on: boolean) =>
    setSelected((current) => {
      const next = new Map(current)
      if (on) next.set(order._id, order)
      else next.delete(order._id)
      return next
    })

  const renewSelected = async () => {
    const chosen = [...selected.values()]
    if (chosen.length === 0) return toast.error(m.orders_select_first())
    const confirmed = await confirm({
      title: m.orders_renew_selected_title(),
      text: m.orders_renew_selected_text({
        list: chosen.map((order) => `${order.code} (${formatXu(order.renewPrice, m.currency_unit())})`).join(', '),
      }),
      confirmLabel: m.orders_renew(),
      cancelLabel: m.action_cancel(),
    })
    if (!confirmed) return
    const codes = new Map(chosen.map((order) => [order._id, order.code]))
    const ids = chosen.map((order) => order._id)
    const done = await run((keyed) => orderCalls.renewList(ids, keyed), ['renew-list', ids])
    // A failure of the call itself is one for every order.
    const results: RenewResult[] = done.ok ? done.value.results : ids.map((orderId) => ({ orderId, ok: false, code: done.code }))
    setResults({ results, codes })
    setSelected(new Map())
  }

  const allChosen = renewableRows.length > 0 && renewableRows.every((order) => selected.has(order._id))
  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <OrderFilters
          key={`${filter.status}:${filter.search}`}
          status={filter.status}
          search={filter.search ?? ''}
          onChange={(next) => onFilter({ page: 1, status: next.status, search: next.search || undefined })}
        />
        <button type="button" className="btn btn-primary btn-sm" onClick={() => void renewSelected()}>
          {m.orders_renew_selected({ count: selected.size })}
        </button>
      </div>
      <ListTable
        columns={[
          { label: m.orders_col_select() },
          { label: m.orders_col_code() },
          { label: m.orders_col_product() },
          { label: m.orders_col_country() },
          { label: m.orders_col_amount(), end: true },
          { label: m.orders_col_bandwidth() },
          { label: m.orders_col_bought() },
          { label: m.orders_col_expires() },
          { label: m.col_status() },
          { label: m.orders_col_total(), end: true },
          { label: m.orders_col_auto_renew() },
          { label: m.col_action() },
        ]}
        testId="orders"
        empty={data?.data.length === 0}
      >
        {renewableRows.length > 1 && (
          <tr>
            <td colSpan={12}>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="checkbox checkbox-sm"
                  checked={allChosen}
                  onChange={(event) => {
                    for (const order of renewableRows) select(order, event.target.checked)
                  }}
                />
                {m.orders_select_all_expired()}
              </label>
            </td>
          </tr>
        )}
        {rows.map((order) => (
          <OrderRow
            key={order._id}
            order={order}
            selected={selected.has(order._id)}
            onSelect={(on) => select(order, on)}
            onUpgrade={setUpgrading}
          />
        ))}
      </ListTable>
      {data && (
        <Pagination page={filter.page} total={data.total} limit={DEFAULT_PAGE_SIZE} onPage={(page) => onFilter({ ...filter, page })} />
      )}
      <RenewResultsDialog results={results?.results ?? null} codes={results?.codes ?? new Map()} onClose={() => setResults(null)} />
      <BandwidthDialog order={upgrading} onClose={() => setUpgrading(null)} />
    </section>
  )
}
