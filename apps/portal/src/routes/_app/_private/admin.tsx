import { isAdminRole } from '@proxy-portal/worker/contract/roles'
import { createFileRoute, redirect } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { PageHeader } from '../../../components/ui/page-header'
import { BalanceAdjust } from '../../../features/admin/balance-adjust'
import { BankReview } from '../../../features/admin/bank-review'
import { PaymentSettings } from '../../../features/admin/payment-settings'
import { pageTitle } from '../../../lib/page-title'
import { m } from '../../../paraglide/messages'

export const Route = createFileRoute('/_app/_private/admin')({
  // The admin layout is for roles 0 and 2; everyone else goes to /dashboard.
  beforeLoad: ({ context }) => {
    if (!isAdminRole(context.user.role)) throw redirect({ to: '/dashboard' })
  },
  head: () => pageTitle(m.page_admin_title()),
  component: AdminPage,
})

function Card({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <section className="card bg-base-100 border-base-300 border">
      <div className="card-body">
        <h2 className="card-title">{title}</h2>
        {intro && <p className="text-base-content/70 text-sm">{intro}</p>}
        {children}
      </div>
    </section>
  )
}

function AdminPage() {
  return (
    <>
      <PageHeader title={m.page_admin_title()} description={m.page_admin_intro()} />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <div className="space-y-6">
          <Card title={m.admin_balance_title()}>
            <BalanceAdjust />
          </Card>
          <Card title={m.admin_payment_settings_title()}>
            <PaymentSettings />
          </Card>
        </div>
        <Card title={m.admin_review_title()} intro={m.admin_review_intro()}>
          <BankReview />
        </Card>
      </div>
    </>
  )
}
