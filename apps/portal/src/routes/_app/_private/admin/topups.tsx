import { topupMethods, topupStatuses } from '@proxy-portal/worker/contract/choices'
import { createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import { Form } from '../../../../components/ui/form'
import { PageHeader } from '../../../../components/ui/page-header'
import { SelectField } from '../../../../components/ui/select-field'
import { TextField } from '../../../../components/ui/text-field'
import { BankReview } from '../../../../features/admin/bank-review'
import { DateRange } from '../../../../features/admin/date-range'
import { adminTopupsQuery, topupExportUrl } from '../../../../features/admin/people-queries'
import { TopupListSearch } from '../../../../features/admin/people-search'
import { bankReviewQuery } from '../../../../features/admin/queries'
import { TopupList } from '../../../../features/admin/topup-list'
import { AdminCard } from '../../../../features/admin-catalogue/admin-card'
import { methodText, topupStatusText } from '../../../../features/topup/labels'
import { pageTitle } from '../../../../lib/page-title'
import { searchDefaults } from '../../../../lib/search-params'
import { m } from '../../../../paraglide/messages'

export const Route = createFileRoute('/_app/_private/admin/topups')({
  validateSearch: TopupListSearch,
  search: searchDefaults(TopupListSearch),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    Promise.all([context.queryClient.ensureQueryData(adminTopupsQuery(deps)), context.queryClient.ensureQueryData(bankReviewQuery(1))]),
  head: () => pageTitle(m.admin_topups_title()),
  component: TopupsPage,
})

function TopupsPage() {
  const filter = Route.useSearch()
  const navigate = Route.useNavigate()
  const [user, setUser] = useState(filter.user ?? '')
  const go = (next: Partial<typeof filter>) => void navigate({ search: { ...filter, page: 1, ...next } })
  return (
    <>
      <PageHeader title={m.admin_topups_title()} description={m.admin_topups_intro()} />
      <div className="space-y-6">
        <AdminCard title={m.admin_review_title()} intro={m.admin_review_intro()}>
          <BankReview />
        </AdminCard>
        <Form onSubmit={() => go({ user: user.trim() || undefined })} className="flex flex-wrap items-end gap-3">
          <TextField label={m.admin_orders_user()} value={user} onChange={setUser} maxLength={254} />
          <SelectField
            label={m.admin_col_method()}
            value={filter.method ?? ''}
            onChange={(value) => go({ method: (value || undefined) as typeof filter.method })}
          >
            <option value="">{m.admin_filter_all()}</option>
            {topupMethods.map((method) => (
              <option key={method} value={method}>
                {methodText(method)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={m.admin_col_status()}
            value={filter.status ?? ''}
            onChange={(value) => go({ status: (value || undefined) as typeof filter.status })}
          >
            <option value="">{m.admin_filter_all()}</option>
            {topupStatuses.map((status) => (
              <option key={status} value={status}>
                {topupStatusText(status)}
              </option>
            ))}
          </SelectField>
          <DateRange filter={filter} onRange={go} />
          <button type="submit" className="btn btn-primary">
            {m.admin_filter_apply()}
          </button>
          <a className="btn" href={topupExportUrl(filter)} download>
            {m.admin_export_csv()}
          </a>
        </Form>
        <TopupList filter={filter} onPage={(page) => void navigate({ search: { ...filter, page }, resetScroll: false })} />
      </div>
    </>
  )
}
