import { isAdminRole } from '@proxy-portal/worker/contract/roles'
import type { UserView } from '@proxy-portal/worker/contract/user'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Money } from '../../components/ui/money'
import { formatDate } from '../../lib/dates'
import { m } from '../../paraglide/messages'
import { ApiKeyCard } from '../api/api-key-card'

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(0,8rem)_minmax(0,1fr)] gap-2 py-1 sm:grid-cols-[10rem_minmax(0,1fr)]">
      <dt className="text-base-content/60">{label}</dt>
      <dd className="min-w-0 break-words [overflow-wrap:anywhere]">{children}</dd>
    </div>
  )
}

/** Username, name, role, API key (masked), balance and created date. */
export function AccountInfo({ user }: { user: UserView }) {
  return (
    <dl className="divide-base-200 divide-y">
      <Row label={m.field_username()}>{user.username}</Row>
      <Row label={m.field_name()}>{user.name}</Row>
      <Row label={m.field_email()}>{user.email}</Row>
      <Row label={m.field_role()}>{isAdminRole(user.role) ? m.role_admin() : m.role_customer()}</Row>
      <Row label={m.field_balance()}>
        <Money xu={user.balance} />
      </Row>
      <Row label={m.field_created()}>{formatDate(user.createdAt)}</Row>
      <Row label={m.field_api_key()}>
        <ApiKeyCard user={user} />
        <Link to="/api" className="link link-primary text-sm">
          {m.api_key_more()}
        </Link>
      </Row>
    </dl>
  )
}
