import type { BoughtProxyView } from '@proxy-portal/worker/contract/bought-proxies'
import { DEFAULT_PAGE_SIZE } from '@proxy-portal/worker/contract/choices'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Download, Tags } from 'lucide-react'
import { useEffect, useState } from 'react'
import { ListTable } from '../../components/ui/list-table'
import { Pagination } from '../../components/ui/pagination'
import { m } from '../../paraglide/messages'
import { ExportAllDialog } from './export-all-dialog'
import { ProxyFilters } from './proxy-filters'
import { ProxyRow } from './proxy-row'
import { ProxyTabs } from './proxy-tabs'
import { boughtProxiesQuery, type ProxySearch, type ProxyTab } from './queries'
import { SelectionToolbar } from './selection-toolbar'
import { TagManager } from './tag-manager'
import { useNow } from './use-now'
import { useProxyNotices } from './use-proxy-notices'

const columns = [
  m.manage_col_select,
  m.manage_col_info,
  m.manage_col_proxy,
  m.manage_col_expiry,
  m.manage_col_ip_change,
  m.manage_col_health,
  m.manage_col_comment,
  m.manage_col_auth_ips,
  m.col_action,
]

/** /manage-private-proxy: the customer's bought proxies by tab, filtered and sorted, 25 a page, and what can be done to them. */
export function ProxyList({
  status,
  filter,
  onFilter,
}: {
  status: ProxyTab
  filter: ProxySearch
  onFilter: (filter: ProxySearch) => void
}) {
  const { data } = useQuery(boughtProxiesQuery(status, filter))
  const [selected, setSelected] = useState<Map<string, BoughtProxyView>>(new Map())
  const [panel, setPanel] = useState<'tags' | 'export-all' | null>(null)
  const now = useNow()
  useProxyNotices()
  const rows = data?.data ?? []

  // The selection holds what the list last said of each proxy (an export writes the current password).
  useEffect(() => {
    setSelected((current) => {
      const fresh = (data?.data ?? []).filter((proxy) => current.has(proxy._id))
      if (fresh.length === 0) return current
      const next = new Map(current)
      for (const proxy of fresh) next.set(proxy._id, proxy)
      return next
    })
  }, [data])

  const select = (proxies: BoughtProxyView[], on: boolean) =>
    setSelected((current) => {
      const next = new Map(current)
      for (const proxy of proxies) {
        if (on) next.set(proxy._id, proxy)
        else next.delete(proxy._id)
      }
      return next
    })
  const allOnPage = rows.length > 0 && rows.every((proxy) => selected.has(proxy._id))

  return (
    <section className="space-y-4">
      <ProxyTabs current={status} filter={filter} />
      <div className="flex flex-wrap items-end justify-between gap-2">
        <ProxyFilters key={`${filter.search}:${status}`} filter={filter} onChange={onFilter} />
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn btn-sm" onClick={() => setPanel('tags')}>
            <Tags className="size-4" aria-hidden="true" /> {m.manage_tags_manage()}
          </button>
          <button type="button" className="btn btn-sm" onClick={() => setPanel('export-all')}>
            <Download className="size-4" aria-hidden="true" /> {m.manage_export_all()}
          </button>
        </div>
      </div>
      <SelectionToolbar selected={[...selected.values()]} onClear={() => setSelected(new Map())} />
      <ListTable
        columns={columns.map((label) => ({ label: label() }))}
        testId="proxies"
        empty={data?.data.length === 0}
        emptyText={<EmptyProxies status={status} filtered={Boolean(filter.search || filter.countryCode || filter.tagId)} />}
      >
        {rows.length > 0 && (
          <tr>
            <td colSpan={columns.length}>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="checkbox checkbox-sm"
                  checked={allOnPage}
                  onChange={(event) => select(rows, event.target.checked)}
                />
                {m.manage_select_all_page()}
              </label>
            </td>
          </tr>
        )}
        {rows.map((proxy) => (
          <ProxyRow key={proxy._id} proxy={proxy} selected={selected.has(proxy._id)} onSelect={(on) => select([proxy], on)} now={now} />
        ))}
      </ListTable>
      {data && (
        <Pagination page={filter.page} total={data.total} limit={DEFAULT_PAGE_SIZE} onPage={(page) => onFilter({ ...filter, page })} />
      )}
      {panel === 'tags' && <TagManager onClose={() => setPanel(null)} />}
      {panel === 'export-all' && <ExportAllDialog status={status} filter={filter} onClose={() => setPanel(null)} />}
    </section>
  )
}

/** An empty tab says why: nothing matches the filter, or nothing in this state yet (with the way to buy). */
function EmptyProxies({ status, filtered }: { status: ProxyTab; filtered: boolean }) {
  if (filtered) return <>{m.manage_empty_filtered()}</>
  const text = status === 'expired' ? m.manage_empty_expired() : status === 'using' ? m.manage_empty_using() : m.manage_empty_all()
  return (
    <span className="flex flex-col items-center gap-2">
      {text}
      {status !== 'expired' && (
        <Link to="/private-proxy" className="btn btn-primary btn-sm">
          {m.orders_buy_now()}
        </Link>
      )}
    </span>
  )
}
