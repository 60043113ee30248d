import type { AdminUserDetail } from '@proxy-portal/worker/contract/admin-users'
import type { BandwidthTier } from '@proxy-portal/worker/contract/catalogue'
import { formatXu } from '@proxy-portal/worker/contract/money'
import type { OrderStatus } from '@proxy-portal/worker/contract/orders'
import { useQuery } from '@tanstack/react-query'
import { confirm } from '../../components/ui/confirm-dialog'
import { ListTable } from '../../components/ui/list-table'
import { SummaryItem } from '../../components/ui/summary-item'
import { toast } from '../../components/ui/toast'
import { useApiMutation } from '../../lib/api-mutation'
import { formatDate, formatDateTime } from '../../lib/dates'
import { countryName, orderStatusText, tierNames } from '../../lib/labels'
import { m } from '../../paraglide/messages'
import { peopleCalls } from './people-calls'
import { userAgencyQuery } from './people-queries'

const statusText = (status: string) => orderStatusText[status as OrderStatus]?.() ?? status

/** What else the account holds: the shared plan, the free trial, an agency of its own, and its connected browser extensions. */
export function UserHoldings({ detail }: { detail: AdminUserDetail }) {
  const { user, plan, trial } = detail
  const { data: agency } = useQuery(userAgencyQuery(user))
  const { run, busy } = useApiMutation({ refresh: [['admin']] })
  const revoke = async (token: { _id: string; label: string }) => {
    const yes = await confirm({
      title: user.email,
      text: m.admin_extension_revoke_confirm({ label: token.label }),
      confirmLabel: m.action_confirm(),
      cancelLabel: m.action_cancel(),
      danger: true,
    })
    if (!yes) return
    const done = await run((keyed) => peopleCalls.revokeExtension(user._id, token._id, keyed))
    if (done.ok) toast.success(m.admin_extension_revoked({ label: token.label }))
  }
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3" data-testid="user-holdings">
        <SummaryItem label={m.admin_user_plan()}>
          {plan
            ? m.admin_user_plan_text({
                status: statusText(plan.status),
                amount: plan.amount,
                tier: tierNames[plan.bandwidthTier as BandwidthTier]?.() ?? plan.bandwidthTier,
                ends: formatDate(plan.expiresAt),
              })
            : m.admin_user_nothing()}
        </SummaryItem>
        <SummaryItem label={m.admin_user_trial()}>
          {trial
            ? m.admin_user_trial_text({
                status: statusText(trial.status),
                country: countryName(trial.countryCode),
                ends: formatDate(trial.expiresAt),
              })
            : m.admin_user_nothing()}
        </SummaryItem>
        <SummaryItem label={m.admin_user_agency()} testId="user-agency">
          {agency
            ? m.admin_user_agency_text({
                code: agency.code,
                state: agency.active ? m.admin_status_active() : m.admin_user_agency_inactive(),
                percent: agency.commissionPercent,
                customers: agency.totals.customers,
                paid: formatXu(agency.totals.paid, m.currency_unit()),
              })
            : m.admin_user_nothing()}
        </SummaryItem>
      </dl>
      <ListTable
        columns={[
          { label: m.admin_user_extensions() },
          { label: m.admin_col_joined() },
          { label: m.admin_user_last_used() },
          { label: m.admin_col_actions() },
        ]}
        testId="user-extensions"
        empty={detail.extensionTokens.length === 0}
      >
        {detail.extensionTokens.map((token) => (
          <tr key={token._id}>
            <td>{token.label}</td>
            <td className="whitespace-nowrap">{formatDateTime(token.createdAt)}</td>
            <td className="whitespace-nowrap">{token.lastUsedAt ? formatDateTime(token.lastUsedAt) : '—'}</td>
            <td>
              <button type="button" className="btn btn-xs btn-error btn-outline" disabled={busy} onClick={() => void revoke(token)}>
                {m.admin_extension_revoke()}
              </button>
            </td>
          </tr>
        ))}
      </ListTable>
    </div>
  )
}
