import type { AuditAction } from '@proxy-portal/worker/contract/audit'
import { auditActions } from '@proxy-portal/worker/contract/choices'
import { useEffect, useRef, useState } from 'react'
import { Form } from '../../components/ui/form'
import { SelectField } from '../../components/ui/select-field'
import { TextField } from '../../components/ui/text-field'
import { m } from '../../paraglide/messages'
import { auditActionText } from './audit-labels'
import type { AuditFilter } from './audit-query'

/** The log's filters: the admin and the user by id, username or e-mail, and the action. */
export function AuditFilters({ filter, onFilter }: { filter: AuditFilter; onFilter: (next: AuditFilter) => void }) {
  const [admin, setAdmin] = useState(filter.admin ?? '')
  const [user, setUser] = useState(filter.user ?? '')
  const [action, setAction] = useState<string>(filter.action ?? '')
  // Filters applied here, until the address shows them: their arrival must not undo a choice made since.
  const applied = useRef<string | null>(null)
  // Otherwise the address is the truth: back, forward or a link shows its filters in the fields.
  useEffect(() => {
    const shown = JSON.stringify([filter.admin ?? '', filter.user ?? '', filter.action ?? ''])
    if (applied.current === shown) return
    setAdmin(filter.admin ?? '')
    setUser(filter.user ?? '')
    setAction(filter.action ?? '')
  }, [filter.admin, filter.user, filter.action])
  const apply = () => {
    applied.current = JSON.stringify([admin.trim(), user.trim(), action])
    onFilter({
      page: 1,
      ...(admin.trim() && { admin: admin.trim() }),
      ...(user.trim() && { user: user.trim() }),
      ...(action && { action: action as AuditAction }),
    })
  }
  const clear = () => {
    applied.current = JSON.stringify(['', '', ''])
    setAdmin('')
    setUser('')
    setAction('')
    onFilter({ page: 1 })
  }
  return (
    <Form onSubmit={apply} className="grid items-end gap-3 md:grid-cols-[1fr_1fr_1fr_auto]">
      <TextField label={m.audit_filter_admin()} value={admin} onChange={setAdmin} name="admin" />
      <TextField label={m.audit_filter_user()} value={user} onChange={setUser} name="user" />
      <SelectField label={m.audit_filter_action()} value={action} onChange={setAction}>
        <option value="">{m.audit_filter_any()}</option>
        {auditActions.map((value) => (
          <option key={value} value={value}>
            {auditActionText[value]()}
          </option>
        ))}
      </SelectField>
      <div className="flex gap-2 pb-1">
        <button type="submit" className="btn btn-primary btn-sm">
          {m.audit_filter_apply()}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={clear}>
          {m.audit_filter_clear()}
        </button>
      </div>
    </Form>
  )
}
