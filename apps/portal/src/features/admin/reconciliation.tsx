import { formatAmount } from '@proxy-portal/worker/contract/money'
import type { ReconciliationDifference } from '@proxy-portal/worker/contract/reconciliation'
import { useQuery } from '@tanstack/react-query'
import { ListTable } from '../../components/ui/list-table'
import { toast } from '../../components/ui/toast'
import { useApiMutation } from '../../lib/api-mutation'
import { formatDateTime } from '../../lib/dates'
import { m } from '../../paraglide/messages'
import { adminCalls } from './admin-calls'
import { reconciliationQuery } from './queries'

const kindText: Record<ReconciliationDifference['kind'], () => string> = {
  balance: m.admin_reconcile_kind_balance,
  'topup-credits': m.admin_reconcile_kind_topup_credits,
  'credit-without-topup': m.admin_reconcile_kind_credit_without_topup,
  'event-twice': m.admin_reconcile_kind_event_twice,
  'transfer-without-topup': m.admin_reconcile_kind_transfer_without_topup,
}

/** The ledger's latest reconciliation (the daily job's, or one run here): all clear, or each difference with both sides. */
export function Reconciliation() {
  const { data } = useQuery(reconciliationQuery)
  const { run, busy } = useApiMutation({ refresh: [reconciliationQuery.queryKey] })
  const runNow = async () => {
    const done = await run((keyed) => adminCalls.reconcile(keyed))
    if (done.ok) toast.success(m.admin_reconcile_done())
  }
  const latest = data?.latest
  return (
    <div className="space-y-3" data-testid="reconciliation">
      {data && !latest && <p className="text-base-content/60">{m.admin_reconcile_never()}</p>}
      {latest && (
        <p className="text-sm">
          {m.admin_reconcile_last({
            time: formatDateTime(latest.ranAt),
            users: formatAmount(latest.usersChecked),
            topups: formatAmount(latest.topupsChecked),
          })}
        </p>
      )}
      {latest && latest.differences.length === 0 && (
        <p role="status" className="alert alert-success">
          {m.admin_reconcile_clear()}
        </p>
      )}
      {latest && latest.differences.length > 0 && (
        <>
          <p role="alert" className="alert alert-error">
            {m.admin_reconcile_differences({ count: latest.differences.length })}
          </p>
          <ListTable
            columns={[
              { label: m.admin_reconcile_col_kind() },
              { label: m.admin_reconcile_col_subject() },
              { label: m.admin_reconcile_col_expected(), end: true },
              { label: m.admin_reconcile_col_actual(), end: true },
            ]}
            testId="reconciliation-differences"
            empty={false}
          >
            {latest.differences.map((difference) => (
              <tr key={`${difference.kind}:${difference.subject}`}>
                <td>{kindText[difference.kind]()}</td>
                <td className="font-mono text-xs break-all">{difference.subject}</td>
                <td className="text-right">{formatAmount(difference.expected)}</td>
                <td className="text-right">{formatAmount(difference.actual)}</td>
              </tr>
            ))}
          </ListTable>
        </>
      )}
      <button type="button" className="btn btn-outline btn-sm" disabled={busy} onClick={() => void runNow()}>
        {m.admin_reconcile_run()}
      </button>
    </div>
  )
}
