import { type ProxyStatus, proxyStatuses } from '@proxy-portal/worker/contract/catalogue-values'
import type { InventoryProxyView } from '@proxy-portal/worker/contract/inventory'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { ListTable } from '../../components/ui/list-table'
import { Pagination } from '../../components/ui/pagination'
import { SelectField } from '../../components/ui/select-field'
import { toast } from '../../components/ui/toast'
import { useApiMutation } from '../../lib/api-mutation'
import { productShortText, proxyStatusText } from '../../lib/labels'
import { useSettled } from '../../lib/use-settled'
import { m } from '../../paraglide/messages'
import { Options } from './admin-fields'
import { adminChange, catalogueCalls } from './catalogue-calls'
import { inventoryQuery, subServersQuery } from './queries'

const badge: Record<ProxyStatus, string> = { free: 'badge-success', sold: 'badge-info', disabled: 'badge-ghost' }

const endpoint = (proxy: InventoryProxyView) => {
  const host = proxy.host.includes(':') ? `[${proxy.host}]` : proxy.host
  return [proxy.httpPort && `${host}:${proxy.httpPort}`, proxy.socksPort && `socks5 ${host}:${proxy.socksPort}`].filter(Boolean).join(' · ')
}

/** The inventory, 25 a page, filtered by status and node, searched by host or username; on and off sale. */
export function ProxyList() {
  const [status, setStatus] = useState<ProxyStatus | ''>('')
  const [subServerId, setSubServerId] = useState('')
  const [text, setText] = useState('')
  const [page, setPage] = useState(1)
  const [selected, setSelected] = useState<string[]>([])
  const search = useSettled(text.trim())
  // A new filter starts from its first page, with nothing selected.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters are what resets the page
  useEffect(() => {
    setPage(1)
    setSelected([])
  }, [status, subServerId, search])
  const { data } = useQuery(inventoryQuery({ page, ...(status && { status }), subServerId, search }))
  const { data: servers } = useQuery(subServersQuery)
  const { run } = useApiMutation(adminChange)
  const setStatusOf = async (ids: string[], next: 'free' | 'disabled') => {
    const done = await run((keyed) => catalogueCalls.setProxyStatus(ids, next, keyed))
    if (!done.ok) return
    toast.success(next === 'free' ? m.inventory_put_on_sale({ count: ids.length }) : m.inventory_taken_off_sale({ count: ids.length }))
    setSelected([])
  }
  const selectable = data?.data.filter((proxy) => proxy.status !== 'sold').map((proxy) => proxy._id) ?? []
  const all = selectable.length > 0 && selectable.every((id) => selected.includes(id))
  return (
    <div className="space-y-4">
      <div className="grid gap-2 sm:grid-cols-3">
        <SelectField label={m.catalogue_col_status()} value={status} onChange={(value) => setStatus(value as ProxyStatus | '')}>
          <Options values={proxyStatuses} text={proxyStatusText} any />
        </SelectField>
        <SelectField label={m.inventory_import_server()} value={subServerId} onChange={setSubServerId}>
          <option value="">{m.catalogue_any()}</option>
          {servers?.map((server) => (
            <option key={server._id} value={server._id}>
              {server.name}
            </option>
          ))}
        </SelectField>
        <label className="fieldset">
          <span className="fieldset-legend">{m.inventory_search()}</span>
          <input type="search" className="input w-full" value={text} onChange={(event) => setText(event.target.value)} />
        </label>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-base-content/70 text-sm">{m.inventory_selected({ count: selected.length })}</span>
        <button
          type="button"
          className="btn btn-outline btn-xs"
          disabled={!selected.length}
          onClick={() => void setStatusOf(selected, 'free')}
        >
          {m.inventory_enable_selected()}
        </button>
        <button
          type="button"
          className="btn btn-outline btn-xs"
          disabled={!selected.length}
          onClick={() => void setStatusOf(selected, 'disabled')}
        >
          {m.inventory_disable_selected()}
        </button>
      </div>
      <ListTable
        columns={[
          { label: m.inventory_col_select() },
          { label: m.inventory_col_address() },
          { label: m.inventory_col_username() },
          { label: m.catalogue_col_product() },
          { label: m.inventory_import_server() },
          { label: m.catalogue_col_status() },
          { label: m.catalogue_col_action() },
        ]}
        testId="admin-proxies"
        empty={data?.total === 0}
      >
        <tr className="bg-base-200/50">
          <td colSpan={7}>
            <label className="flex cursor-pointer items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="checkbox checkbox-sm"
                checked={all}
                onChange={(event) => setSelected(event.target.checked ? selectable : [])}
              />
              {m.inventory_select_page({ count: selectable.length })}
            </label>
          </td>
        </tr>
        {data?.data.map((proxy) => (
          <tr key={proxy._id}>
            <td>
              <input
                type="checkbox"
                className="checkbox checkbox-sm"
                disabled={proxy.status === 'sold'}
                checked={selected.includes(proxy._id)}
                onChange={(event) =>
                  setSelected((now) => (event.target.checked ? [...now, proxy._id] : now.filter((id) => id !== proxy._id)))
                }
                aria-label={m.inventory_select_one({ address: endpoint(proxy) })}
              />
            </td>
            <td className="font-mono text-xs">{endpoint(proxy)}</td>
            <td className="font-mono text-xs">{proxy.username}</td>
            <td>
              {productShortText(proxy)} · {proxy.countryCode}
            </td>
            <td>{proxy.subServerName}</td>
            <td>
              <span className={`badge badge-sm ${badge[proxy.status]}`}>{proxyStatusText[proxy.status]()}</span>
            </td>
            <td>
              {proxy.status !== 'sold' && (
                <button
                  type="button"
                  className="btn btn-ghost btn-xs"
                  onClick={() => void setStatusOf([proxy._id], proxy.status === 'free' ? 'disabled' : 'free')}
                  aria-label={`${proxy.status === 'free' ? m.inventory_disable() : m.inventory_enable()} ${endpoint(proxy)}`}
                >
                  {proxy.status === 'free' ? m.inventory_disable() : m.inventory_enable()}
                </button>
              )}
            </td>
          </tr>
        ))}
      </ListTable>
      {data && <Pagination page={page} total={data.total} limit={25} onPage={setPage} />}
    </div>
  )
}
