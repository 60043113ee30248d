import type { PlanView } from '@proxy-portal/worker/contract/plans'
import { CopyButton } from '../../components/ui/copy-button'
import { Money } from '../../components/ui/money'
import { SummaryItem } from '../../components/ui/summary-item'
import { formatDateTime } from '../../lib/dates'
import { countryList, orderStatusText, tierText } from '../../lib/labels'
import { m } from '../../paraglide/messages'

const MB_PER_GB = 1024

/** Bandwidth used of the plan's allowance, as a bar; an unlimited plan only says what it used. */
function BandwidthUse({ usedMb, totalGb }: { usedMb: number; totalGb: number | null }) {
  const usedGb = (usedMb / MB_PER_GB).toFixed(1)
  if (totalGb === null) return <span>{m.plan_bandwidth_unlimited_used({ used: usedGb })}</span>
  return (
    <div className="space-y-1">
      <span>{m.plan_bandwidth_used({ used: usedGb, total: totalGb })}</span>
      <progress
        className="progress progress-primary w-full"
        value={Math.min(usedMb, totalGb * MB_PER_GB)}
        max={totalGb * MB_PER_GB}
        aria-label={m.plan_bandwidth()}
      />
    </div>
  )
}

/** The plan at a glance: status, amount, countries, bandwidth, period, and the login of all its proxies. */
export function PlanSummary({ plan }: { plan: PlanView }) {
  return (
    <section className="card bg-base-100 border-base-300 border" aria-labelledby="plan-summary-title">
      <div className="card-body gap-4">
        <h2 id="plan-summary-title" className="card-title flex-wrap">
          {m.plan_summary_title()}
          <span
            className={`badge ${plan.status === 'using' ? 'badge-success' : plan.status === 'expired' ? 'badge-error' : 'badge-warning'}`}
            data-testid="plan-status"
          >
            {orderStatusText[plan.status]()}
          </span>
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          <SummaryItem label={m.plan_amount()} testId="plan-amount">
            {plan.amount}
          </SummaryItem>
          <SummaryItem label={m.plan_countries()}>{countryList(plan.countries)}</SummaryItem>
          <SummaryItem label={m.plan_bandwidth()}>{tierText(plan.bandwidthTier)}</SummaryItem>
          <SummaryItem label={m.plan_monthly_price()}>
            <Money xu={plan.monthlyPrice} showUsd={false} />
          </SummaryItem>
          <SummaryItem label={m.plan_starts()}>{formatDateTime(plan.startsAt)}</SummaryItem>
          <SummaryItem label={m.plan_expires()}>{formatDateTime(plan.expiresAt)}</SummaryItem>
        </dl>
        <SummaryItem label={m.plan_bandwidth_use()}>
          <BandwidthUse usedMb={plan.bandwidthUsedMb} totalGb={plan.bandwidthTotalGb} />
        </SummaryItem>
        <div className="bg-base-200 rounded-box grid gap-2 p-3 sm:grid-cols-2">
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-base-content/60 text-sm">{m.plan_username()}</span>
            <code data-testid="plan-username">{plan.username}</code>
            <CopyButton text={plan.username} />
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-base-content/60 text-sm">{m.plan_password()}</span>
            <code data-testid="plan-password">{plan.password}</code>
            <CopyButton text={plan.password} />
          </div>
        </div>
        {plan.releasedAt !== null && <p className="text-warning text-sm">{m.plan_released_note()}</p>}
      </div>
    </section>
  )
}
