import type { MyAgency } from '@proxy-portal/worker/contract/agency'
import type { ReactNode } from 'react'
import { SummaryItem } from '../../components/ui/summary-item'
import { m } from '../../paraglide/messages'
import { AgencyCoupons } from './agency-coupons'
import { CommissionChart } from './commission-chart'
import { CommissionList } from './commission-list'
import { xu } from './labels'
import { ReferralLinks } from './referral-links'
import { ReferredCustomers } from './referred-customers'

type Agency = NonNullable<MyAgency['agency']>

export function Card({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <section className="card bg-base-100 border-base-300 border" aria-label={title}>
      <div className="card-body">
        <h2 className="card-title">{title}</h2>
        {intro && <p className="text-base-content/70 grow-0 text-sm">{intro}</p>}
        {children}
      </div>
    </section>
  )
}

/** An active agency's page: its link and code, its totals and chart, its customers, commissions and coupons. */
export function AgencyOverview({ agency, pendingDays }: { agency: Agency; pendingDays: number }) {
  return (
    <div className="space-y-6">
      <Card title={m.agency_link_title()} intro={m.agency_link_intro({ percent: agency.discountPercent })}>
        <ReferralLinks code={agency.code} />
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card title={m.agency_totals_title()} intro={m.agency_totals_intro({ percent: agency.commissionPercent, days: pendingDays })}>
          <dl className="grid grid-cols-3 gap-3">
            <SummaryItem label={m.agency_customers()} testId="agency-total-customers">
              {agency.totals.customers}
            </SummaryItem>
            <SummaryItem label={m.agency_pending()} testId="agency-total-pending">
              {xu(agency.totals.pending)}
            </SummaryItem>
            <SummaryItem label={m.agency_paid()} testId="agency-total-paid">
              {xu(agency.totals.paid)}
            </SummaryItem>
          </dl>
        </Card>
        <Card title={m.agency_chart_title()}>
          <CommissionChart />
        </Card>
      </div>
      <Card title={m.agency_customers_title()}>
        <ReferredCustomers />
      </Card>
      <Card title={m.agency_commissions_title()}>
        <CommissionList />
      </Card>
      <Card title={m.agency_coupons_title()} intro={m.agency_coupons_intro({ percent: agency.commissionPercent })}>
        <AgencyCoupons commissionPercent={agency.commissionPercent} />
      </Card>
    </div>
  )
}
