import { userSorts, userStatuses } from '@proxy-portal/worker/contract/choices'
import { createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import { Form } from '../../../../components/ui/form'
import { PageHeader } from '../../../../components/ui/page-header'
import { SelectField } from '../../../../components/ui/select-field'
import { TextField } from '../../../../components/ui/text-field'
import { userListQuery } from '../../../../features/admin/people-queries'
import { UserListSearch } from '../../../../features/admin/people-search'
import { UserFilters } from '../../../../features/admin/user-filters'
import { UserList } from '../../../../features/admin/user-list'
import { pageTitle } from '../../../../lib/page-title'
import { searchDefaults } from '../../../../lib/search-params'
import { m } from '../../../../paraglide/messages'

export const Route = createFileRoute('/_app/_private/admin/users/')({
  validateSearch: UserListSearch,
  search: searchDefaults(UserListSearch),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(userListQuery(deps)),
  head: () => pageTitle(m.admin_users_title()),
  component: UsersPage,
})

const statusText = { active: m.admin_status_active, banned: m.admin_status_banned, unverified: m.admin_status_unverified }
const sortText = { newest: m.admin_sort_newest, oldest: m.admin_sort_oldest, balance: m.admin_sort_balance, name: m.admin_sort_name }

function UsersPage() {
  const filter = Route.useSearch()
  const navigate = Route.useNavigate()
  const [search, setSearch] = useState(filter.search ?? '')
  const go = (next: Partial<typeof filter>) => void navigate({ search: { ...filter, page: 1, ...next } })
  return (
    <>
      <PageHeader title={m.admin_users_title()} description={m.admin_users_intro()} />
      <Form onSubmit={() => go({ search: search.trim() || undefined })} className="mb-4 flex flex-wrap items-end gap-3">
        <TextField label={m.admin_users_search()} value={search} onChange={setSearch} maxLength={100} />
        <SelectField
          label={m.admin_col_status()}
          value={filter.status ?? ''}
          onChange={(value) => go({ status: (value || undefined) as typeof filter.status })}
        >
          <option value="">{m.admin_filter_all()}</option>
          {userStatuses.map((status) => (
            <option key={status} value={status}>
              {statusText[status]()}
            </option>
          ))}
        </SelectField>
        <UserFilters filter={filter} onFilter={go} />
        <SelectField label={m.admin_sort()} value={filter.sort ?? 'newest'} onChange={(value) => go({ sort: value as typeof filter.sort })}>
          {userSorts.map((sort) => (
            <option key={sort} value={sort}>
              {sortText[sort]()}
            </option>
          ))}
        </SelectField>
        <button type="submit" className="btn btn-primary">
          {m.admin_filter_apply()}
        </button>
      </Form>
      <UserList filter={filter} onPage={(page) => void navigate({ search: { ...filter, page }, resetScroll: false })} />
    </>
  )
}
