import type { SubServerView } from '@proxy-portal/worker/contract/inventory'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ListTable } from '../../components/ui/list-table'
import { toast } from '../../components/ui/toast'
import { useApiMutation } from '../../lib/api-mutation'
import { countryName } from '../../lib/labels'
import { m } from '../../paraglide/messages'
import { adminChange, catalogueCalls } from './catalogue-calls'
import { NodeHealthCell } from './node-health-cell'
import { NodeKeyCell } from './node-key-cell'
import { countriesQuery, subServersQuery } from './queries'
import { confirmDanger, RowActions } from './row-actions'
import { SubServerForm } from './sub-server-form'

/** Proxy nodes (sub-servers) with their proxies by status, their program's health and key: add, change, enrol, switch off, delete. */
export function SubServersCard() {
  const { data: servers, dataUpdatedAt } = useQuery(subServersQuery)
  // 'last seen ... ago' is measured from when the list was read, the same on the server and in the browser.
  const now = dataUpdatedAt
  const { data: countries } = useQuery(countriesQuery)
  const [editing, setEditing] = useState<SubServerView | 'new' | null>(null)
  const { run } = useApiMutation(adminChange)
  const toggle = async (server: SubServerView, enabled: boolean) => {
    const off = () =>
      confirmDanger(m.inventory_server_off_title(), m.inventory_server_off_text({ name: server.name }), m.inventory_server_off())
    if (!enabled && !(await off())) return
    const done = await run((keyed) => catalogueCalls.setSubServerOn(server._id, enabled, keyed))
    if (done.ok) toast.success(m.inventory_server_saved({ name: server.name }))
  }
  const remove = async (server: SubServerView) => {
    if (!(await confirmDanger(m.inventory_server_delete_title(), m.inventory_server_delete_text({ name: server.name })))) return
    const done = await run((keyed) => catalogueCalls.deleteSubServer(server._id, keyed))
    if (done.ok) toast.success(m.inventory_server_deleted())
  }
  return (
    <div className="space-y-4">
      {editing ? (
        <SubServerForm
          key={editing === 'new' ? 'new' : editing._id}
          server={editing === 'new' ? null : editing}
          countryCodes={countries?.map((country) => country.code) ?? []}
          onDone={() => setEditing(null)}
        />
      ) : (
        <button type="button" className="btn btn-outline btn-sm" onClick={() => setEditing('new')}>
          {m.inventory_server_add()}
        </button>
      )}
      <ListTable
        columns={[
          { label: m.inventory_server_name() },
          { label: m.inventory_server_host() },
          { label: m.catalogue_col_country() },
          { label: m.inventory_status_free(), end: true },
          { label: m.inventory_status_sold(), end: true },
          { label: m.inventory_status_disabled(), end: true },
          { label: m.inventory_node_col() },
          { label: m.inventory_key_col() },
          { label: m.inventory_server_on() },
          { label: m.catalogue_col_action() },
        ]}
        testId="admin-sub-servers"
        empty={servers?.length === 0}
      >
        {servers?.map((server) => (
          <tr key={server._id}>
            <td className="font-semibold">
              {server.name}
              {server.note && <div className="text-base-content/60 text-xs font-normal">{server.note}</div>}
            </td>
            <td className="font-mono text-xs">{server.host}</td>
            <td>{countryName(server.countryCode)}</td>
            <td className="text-right">{server.proxies.free}</td>
            <td className="text-right">{server.proxies.sold}</td>
            <td className="text-right">{server.proxies.disabled}</td>
            <td>
              <NodeHealthCell server={server} now={now} />
            </td>
            <td>
              <NodeKeyCell server={server} />
            </td>
            <td>
              <input
                type="checkbox"
                className="toggle toggle-sm toggle-success"
                checked={server.enabled}
                onChange={(event) => void toggle(server, event.target.checked)}
                aria-label={m.inventory_server_on_named({ name: server.name })}
              />
            </td>
            <RowActions name={server.name} onEdit={() => setEditing(server)} onDelete={() => void remove(server)} />
          </tr>
        ))}
      </ListTable>
    </div>
  )
}
