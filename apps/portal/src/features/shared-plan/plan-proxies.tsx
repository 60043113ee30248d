import type { PlanView, SharedProxyView } from '@proxy-portal/worker/contract/plans'
import { RefreshCw } from 'lucide-react'
import { useState } from 'react'
import { ListTable } from '../../components/ui/list-table'
import { toast } from '../../components/ui/toast'
import { useApiMutation } from '../../lib/api-mutation'
import { countryName } from '../../lib/labels'
import { m } from '../../paraglide/messages'
import { CallResult, type Shown } from './call-result'
import { planCalls, planChange } from './plan-calls'
import { PlanExport } from './plan-export'
import { planRecords } from './plan-records'

/** The plan's proxies (the login is the plan's), their export and check, and the reload of proxies taken out of service. */
export function PlanProxies({ plan, proxies, canReload }: { plan: PlanView; proxies: SharedProxyView[]; canReload: boolean }) {
  const [shown, setShown] = useState<Shown>(null)
  const { run, busy } = useApiMutation(planChange)
  const reload = async () => {
    const done = await run((keyed) => planCalls.reload(keyed), 'reload')
    setShown(done.ok ? null : done)
    if (done.ok) toast.success(m.plan_reload_done({ count: done.value.replaced }))
  }
  return (
    <section className="card bg-base-100 border-base-300 border" aria-labelledby="plan-proxies-title">
      <div className="card-body gap-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="plan-proxies-title" className="card-title">
            {m.plan_proxies_title({ count: proxies.length })}
          </h2>
          <button type="button" className="btn btn-sm" disabled={busy || !canReload} onClick={() => void reload()}>
            <RefreshCw className={`size-4 ${busy ? 'animate-spin' : ''}`} aria-hidden="true" /> {m.plan_reload()}
          </button>
        </div>
        <p className="text-base-content/60 text-sm">{m.plan_reload_hint()}</p>
        <CallResult shown={shown} />
        <PlanExport records={planRecords(plan, proxies)} fileStem={`shared-plan-${plan.username}`} />
        <ListTable
          columns={[
            { label: m.plan_col_country() },
            { label: m.plan_col_host() },
            { label: 'HTTP' },
            { label: 'SOCKS5' },
            { label: m.plan_col_state() },
          ]}
          testId="plan-proxies"
          empty={proxies.length === 0}
        >
          {proxies.map((proxy) => (
            <tr key={proxy._id}>
              <td>{countryName(proxy.countryCode)}</td>
              <td className="font-mono">{proxy.host}</td>
              <td className="font-mono">{proxy.httpPort ?? '—'}</td>
              <td className="font-mono">{proxy.socksPort ?? '—'}</td>
              <td>
                {proxy.disabled ? (
                  <span className="badge badge-error badge-soft">{m.plan_proxy_out()}</span>
                ) : (
                  <span className="badge badge-success badge-soft">{m.plan_proxy_in()}</span>
                )}
              </td>
            </tr>
          ))}
        </ListTable>
      </div>
    </section>
  )
}
