import { AUDIT_PAGE_SIZE } from '@proxy-portal/worker/contract/audit'
import { useQuery } from '@tanstack/react-query'
import { ListTable } from '../../components/ui/list-table'
import { Pagination } from '../../components/ui/pagination'
import { formatDateTime } from '../../lib/dates'
import { m } from '../../paraglide/messages'
import { auditActionText, changeLines } from './audit-labels'
import { type AuditFilter, auditQuery } from './audit-query'

/** One page of the audit log, newest first. */
export function AuditTable({ filter, onPage }: { filter: AuditFilter; onPage: (page: number) => void }) {
  const { data } = useQuery(auditQuery(filter))
  return (
    <>
      <ListTable
        columns={[
          { label: m.audit_col_when() },
          { label: m.audit_col_admin() },
          { label: m.audit_col_action() },
          { label: m.audit_col_user() },
          { label: m.audit_col_change() },
          { label: m.audit_col_note() },
        ]}
        testId="audit-log"
        empty={data?.total === 0}
      >
        {data?.data.map((entry) => (
          <tr key={entry._id} className="align-top">
            <td className="whitespace-nowrap">{formatDateTime(entry.createdAt)}</td>
            <td>{entry.admin.email || entry.admin._id}</td>
            <td>{auditActionText[entry.action]()}</td>
            <td className="max-w-56 break-words">{entry.user?.email ?? entry.subject ?? '—'}</td>
            <td className="max-w-96 font-mono text-xs break-words">
              {changeLines(entry.before, entry.after).map((line) => (
                <div key={line}>{line}</div>
              ))}
            </td>
            <td className="max-w-56 break-words">{entry.note ?? ''}</td>
          </tr>
        ))}
      </ListTable>
      {data && <Pagination page={filter.page} total={data.total} limit={AUDIT_PAGE_SIZE} onPage={onPage} />}
    </>
  )
}
