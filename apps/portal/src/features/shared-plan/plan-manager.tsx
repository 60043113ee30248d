import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Spinner } from '../../components/ui/spinner'
import { m } from '../../paraglide/messages'
import { AuthIpForm } from './auth-ip-form'
import { PlanActions } from './plan-actions'
import { planCalls } from './plan-calls'
import { PlanLogTable } from './plan-log-table'
import { PlanProxies } from './plan-proxies'
import { PlanSummary } from './plan-summary'
import { myPlanQuery } from './queries'

/** /proxy-shared/plan: the plan, what can be done with it, its proxies and its purchase log. */
export function PlanManager() {
  const { data: mine, isPending } = useQuery(myPlanQuery)
  if (isPending) return <Spinner />
  if (!mine) {
    return (
      <div className="card bg-base-100 border-base-300 border">
        <div className="card-body items-start">
          <p>{m.plan_none()}</p>
          <Link to="/proxy-shared" className="btn btn-primary">
            {m.plan_buy_title()}
          </Link>
        </div>
      </div>
    )
  }
  const { plan, proxies } = mine
  return (
    <div className="space-y-6">
      <div className="grid gap-6 xl:grid-cols-2">
        <PlanSummary plan={plan} />
        <PlanActions key={`${plan._id}:${plan.status}`} plan={plan} />
      </div>
      <section className="card bg-base-100 border-base-300 border" aria-labelledby="plan-auth-ip-title">
        <div className="card-body">
          <h2 id="plan-auth-ip-title" className="card-title">
            {m.plan_auth_ip_title()}
          </h2>
          <AuthIpForm current={plan.authIps} save={planCalls.authIp} />
        </div>
      </section>
      <PlanProxies plan={plan} proxies={proxies} canReload={plan.releasedAt === null && !plan.processing} />
      <PlanLogTable />
    </div>
  )
}
