import type { UserView } from '@proxy-portal/worker/contract/user'
import { m } from '../../paraglide/messages'

/** A role as admins read it: 0 owner admin, 2 staff admin, 1 customer. */
export const roleText = (role: number) => (role === 0 ? m.admin_role_0() : role === 2 ? m.admin_role_2() : m.admin_role_1())

/** Banned, unverified or active, as a badge. */
export function userStatusBadge(user: Pick<UserView, 'emailVerified'> & { banned: boolean }) {
  if (user.banned) return <span className="badge badge-error badge-sm">{m.admin_status_banned()}</span>
  if (!user.emailVerified) return <span className="badge badge-warning badge-sm">{m.admin_status_unverified()}</span>
  return <span className="badge badge-success badge-sm">{m.admin_status_active()}</span>
}
