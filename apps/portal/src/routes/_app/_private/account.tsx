import { createFileRoute } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { PageHeader } from '../../../components/ui/page-header'
import { AccountInfo } from '../../../features/account/account-info'
import { AutoRenewCard } from '../../../features/account/auto-renew-card'
import { ChangePasswordForm } from '../../../features/account/change-password-form'
import { ExtensionCard } from '../../../features/account/extension-card'
import { extensionTokensQuery } from '../../../features/account/queries'
import { TransactionList } from '../../../features/account/transaction-list'
import { TwoFactorCard } from '../../../features/account/two-factor-card'
import { useSessionUser } from '../../../features/session/session-query'
import { transactionsQuery } from '../../../features/topup/queries'
import { pageTitle } from '../../../lib/page-title'
import { m } from '../../../paraglide/messages'

export const Route = createFileRoute('/_app/_private/account')({
  loader: ({ context }) =>
    Promise.all([context.queryClient.ensureQueryData(extensionTokensQuery), context.queryClient.ensureQueryData(transactionsQuery(1))]),
  head: () => pageTitle(m.page_account_title()),
  component: AccountPage,
})

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card bg-base-100 border-base-300 border">
      <div className="card-body">
        <h2 className="card-title">{title}</h2>
        {children}
      </div>
    </section>
  )
}

function AccountPage() {
  const { user: signedIn } = Route.useRouteContext()
  const user = useSessionUser() ?? signedIn
  return (
    <>
      <PageHeader title={m.page_account_title()} description={m.page_account_intro()} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <Card title={m.account_info_title()}>
          <AccountInfo user={user} />
        </Card>
        <div className="space-y-6">
          <Card title={user.hasPassword ? m.change_password_title() : m.set_password_title()}>
            <ChangePasswordForm hasPassword={user.hasPassword} />
          </Card>
          <Card title={m.two_factor_title()}>
            <TwoFactorCard user={user} />
          </Card>
          <Card title={m.manage_auto_renew_all_title()}>
            <AutoRenewCard user={user} />
          </Card>
          <ExtensionCard />
        </div>
      </div>
      <div className="mt-6">
        <Card title={m.transactions_title()}>
          <TransactionList />
        </Card>
      </div>
    </>
  )
}
