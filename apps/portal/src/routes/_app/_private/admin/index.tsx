import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '../../../../components/ui/page-header'
import { BalanceAdjust } from '../../../../features/admin/balance-adjust'
import { BankReview } from '../../../../features/admin/bank-review'
import { PaymentSettings } from '../../../../features/admin/payment-settings'
import { adminSettingsQuery, bankReviewQuery, reconciliationQuery } from '../../../../features/admin/queries'
import { Reconciliation } from '../../../../features/admin/reconciliation'
import { AdminCard } from '../../../../features/admin-catalogue/admin-card'
import { pageTitle } from '../../../../lib/page-title'
import { m } from '../../../../paraglide/messages'

export const Route = createFileRoute('/_app/_private/admin/')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(adminSettingsQuery),
      context.queryClient.ensureQueryData(bankReviewQuery(1)),
      context.queryClient.ensureQueryData(reconciliationQuery),
    ]),
  head: () => pageTitle(m.page_admin_title()),
  component: AdminPage,
})

function AdminPage() {
  return (
    <>
      <PageHeader title={m.page_admin_title()} description={m.page_admin_intro()} />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <div className="space-y-6">
          <AdminCard title={m.admin_balance_title()}>
            <BalanceAdjust />
          </AdminCard>
          <AdminCard title={m.admin_payment_settings_title()}>
            <PaymentSettings />
          </AdminCard>
        </div>
        <div className="space-y-6">
          <AdminCard title={m.admin_review_title()} intro={m.admin_review_intro()}>
            <BankReview />
          </AdminCard>
          <AdminCard title={m.admin_reconcile_title()} intro={m.admin_reconcile_intro()}>
            <Reconciliation />
          </AdminCard>
        </div>
      </div>
    </>
  )
}
