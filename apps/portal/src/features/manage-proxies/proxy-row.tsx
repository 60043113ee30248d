import type { BoughtProxyView } from '@proxy-portal/worker/contract/bought-proxies'
import { Activity, Copy, Pencil, Shuffle } from 'lucide-react'
import { useState } from 'react'
import { toast } from '../../components/ui/toast'
import { m } from '../../paraglide/messages'
import { CommentCell } from './comment-cell'
import { ExpiryCell } from './expiry-cell'
import { HealthBadge } from './health-badge'
import { IpChangeCell } from './ip-change-cell'
import { ProxyInfo } from './proxy-info'
import { ProxyStrings, proxyString } from './proxy-strings'
import { useProxyActions } from './use-proxy-actions'

/** One bought proxy: what it is, its login, expiry and lock, auto-renew, IP changes, health, comment, auth IPs, actions. */
export function ProxyRow({
  proxy,
  selected,
  onSelect,
  now,
}: {
  proxy: BoughtProxyView
  selected: boolean
  onSelect: (on: boolean) => void
  now: number | null
}) {
  const { changeIp, check, busy } = useProxyActions()
  const [editing, setEditing] = useState(false)
  const using = proxy.status === 'using'
  return (
    <tr data-testid="proxy-row" className={selected ? 'bg-base-200' : undefined}>
      <td>
        <input
          type="checkbox"
          className="checkbox checkbox-sm"
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          aria-label={m.manage_select({ host: proxy.host })}
        />
      </td>
      <td>
        <ProxyInfo proxy={proxy} />
      </td>
      <td>
        <ProxyStrings proxy={proxy} />
      </td>
      <td>
        {/* Auto-renew under the expiry it acts on: one column fewer, so the list fits 1280 px. */}
        <ExpiryCell proxy={proxy} now={now} />
        <span className={`badge badge-sm badge-soft mt-1 whitespace-nowrap ${proxy.autoRenew ? 'badge-success' : 'badge-ghost'}`}>
          {m.manage_col_auto_renew()}: <span>{proxy.autoRenew ? m.manage_auto_renew_on() : m.manage_auto_renew_off()}</span>
        </span>
      </td>
      <td>
        <IpChangeCell proxy={proxy} />
      </td>
      <td>
        <HealthBadge proxy={proxy} now={now} />
      </td>
      <td>
        <CommentCell proxy={proxy} editing={editing} onEditing={setEditing} />
      </td>
      <td className="font-mono text-xs whitespace-nowrap" data-testid="proxy-auth-ips">
        {proxy.authIps.length > 0 ? proxy.authIps.map((ip) => <div key={ip}>{ip}</div>) : <span className="text-base-content/40">—</span>}
      </td>
      <td>
        <div className="flex max-w-36 flex-wrap gap-1">
          <button
            type="button"
            className="btn btn-ghost btn-xs"
            disabled={!using || busy || proxy.ipChangeStatus === 'changing'}
            onClick={() => void changeIp([proxy._id])}
          >
            <Shuffle className="size-3" aria-hidden="true" /> {m.manage_change_ip()}
          </button>
          <button type="button" className="btn btn-ghost btn-xs" disabled={!using || busy} onClick={() => void check([proxy._id])}>
            <Activity className="size-3" aria-hidden="true" /> {m.manage_check()}
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-xs btn-square"
            aria-label={m.manage_copy_for({ host: proxy.host })}
            onClick={() => navigator.clipboard.writeText(proxyString(proxy)).then(() => toast.success(m.copied()))}
          >
            <Copy className="size-3" aria-hidden="true" />
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-xs btn-square"
            aria-label={m.manage_comment_edit_for({ host: proxy.host })}
            onClick={() => setEditing(true)}
          >
            <Pencil className="size-3" aria-hidden="true" />
          </button>
        </div>
      </td>
    </tr>
  )
}
