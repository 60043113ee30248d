import { formatXu } from '@proxy-portal/worker/contract/money'
import type { AdminUserView } from '@proxy-portal/worker/contract/user'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { confirm } from '../../components/ui/confirm-dialog'
import { ListTable } from '../../components/ui/list-table'
import { Money } from '../../components/ui/money'
import { Pagination } from '../../components/ui/pagination'
import { toast } from '../../components/ui/toast'
import { useApiMutation } from '../../lib/api-mutation'
import { formatDateTime } from '../../lib/dates'
import { m } from '../../paraglide/messages'
import { adminCalls } from './admin-calls'
import { bankReviewQuery } from './queries'
import { UserPicker } from './user-picker'

type Kept = { _id: string; provider: string; amount: number; content: string; bankReference: string | null; receivedAt: number }

/** Transfers the webhooks could not credit by themselves; an admin names the user, and it is credited once. */
export function BankReview() {
  const [page, setPage] = useState(1)
  const [open, setOpen] = useState<string | null>(null)
  const { data } = useQuery(bankReviewQuery(page))
  const { run } = useApiMutation({ refresh: [['admin']] })
  const credit = async (transfer: Kept, user: AdminUserView) => {
    const amount = formatXu(transfer.amount, m.currency_unit())
    const sure = await confirm({
      title: m.admin_review_confirm_title(),
      text: m.admin_review_confirm_text({ amount, user: user.email }),
      confirmLabel: m.action_confirm(),
      cancelLabel: m.action_cancel(),
    })
    if (!sure) return
    // Money: the transfer and the user are what is asked, so a retry after a lost answer credits once.
    const done = await run((keyed) => adminCalls.creditTransfer(transfer._id, user._id, keyed), [transfer._id, user._id])
    if (!done.ok) return
    toast.success(m.admin_review_done({ user: user.email }))
    setOpen(null)
  }
  if (data && data.total === 0) return <p className="text-base-content/60">{m.admin_review_empty()}</p>
  return (
    <>
      <ListTable
        columns={[
          { label: m.col_date() },
          { label: m.col_provider() },
          { label: m.col_reference() },
          { label: m.col_content() },
          { label: m.col_amount(), end: true },
          { label: m.col_action() },
        ]}
        testId="bank-review"
        empty={false}
      >
        {data?.data.map((transfer) => (
          <tr key={transfer._id} className="align-top">
            <td className="whitespace-nowrap">{formatDateTime(transfer.receivedAt)}</td>
            <td>{transfer.provider}</td>
            <td>{transfer.bankReference ?? '—'}</td>
            <td className="max-w-64 break-words">{transfer.content}</td>
            <td className="text-right">
              <Money xu={transfer.amount} showUsd={false} />
            </td>
            <td className="min-w-64">
              {open === transfer._id ? (
                <UserPicker onPick={(user) => void credit(transfer, user)} />
              ) : (
                <button type="button" className="btn btn-outline btn-xs" onClick={() => setOpen(transfer._id)}>
                  {m.admin_review_credit()}
                </button>
              )}
            </td>
          </tr>
        ))}
      </ListTable>
      {data && <Pagination page={page} total={data.total} limit={25} onPage={setPage} />}
    </>
  )
}
