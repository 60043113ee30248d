import { orderStatuses } from '@proxy-portal/worker/contract/orders'
import { createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import { Form } from '../../../../components/ui/form'
import { PageHeader } from '../../../../components/ui/page-header'
import { SelectField } from '../../../../components/ui/select-field'
import { TextField } from '../../../../components/ui/text-field'
import { OrderList } from '../../../../features/admin/order-list'
import { adminOrdersQuery, OrderListSearch } from '../../../../features/admin/people-queries'
import { orderStatusText } from '../../../../lib/labels'
import { pageTitle } from '../../../../lib/page-title'
import { m } from '../../../../paraglide/messages'

export const Route = createFileRoute('/_app/_private/admin/orders')({
  validateSearch: OrderListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(adminOrdersQuery(deps)),
  head: () => pageTitle(m.admin_orders_title()),
  component: OrdersPage,
})

function OrdersPage() {
  const filter = Route.useSearch()
  const navigate = Route.useNavigate()
  const [user, setUser] = useState(filter.user ?? '')
  const go = (next: Partial<typeof filter>) => void navigate({ search: { ...filter, page: 1, ...next } })
  return (
    <>
      <PageHeader title={m.admin_orders_title()} description={m.admin_orders_intro()} />
      <Form onSubmit={() => go({ user: user.trim() || undefined })} className="mb-4 flex flex-wrap items-end gap-3">
        <TextField label={m.admin_orders_user()} value={user} onChange={setUser} maxLength={254} />
        <SelectField
          label={m.admin_col_status()}
          value={filter.status ?? ''}
          onChange={(value) => go({ status: (value || undefined) as typeof filter.status })}
        >
          <option value="">{m.admin_filter_all()}</option>
          {orderStatuses.map((status) => (
            <option key={status} value={status}>
              {orderStatusText[status]()}
            </option>
          ))}
        </SelectField>
        <button type="submit" className="btn btn-primary">
          {m.admin_filter_apply()}
        </button>
      </Form>
      <OrderList filter={filter} onPage={(page) => void navigate({ search: { ...filter, page }, resetScroll: false })} />
    </>
  )
}
