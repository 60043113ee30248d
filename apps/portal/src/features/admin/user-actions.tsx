import type { AdminUserDetail } from '@proxy-portal/worker/contract/admin-users'
import { useNavigate } from '@tanstack/react-router'
import { confirm } from '../../components/ui/confirm-dialog'
import { toast } from '../../components/ui/toast'
import { useApiMutation } from '../../lib/api-mutation'
import { m } from '../../paraglide/messages'
import { peopleCalls } from './people-calls'
import { roleText } from './user-labels'

type Action = 'ban' | 'activate' | 'end' | 'api-key' | '2fa' | 'staff' | 'customer' | 'delete'

/** What an admin can do to an account, each after a confirmation that says what follows (the API keeps the role rules). */
export function UserActions({ detail }: { detail: AdminUserDetail }) {
  const { user } = detail
  const id = user._id
  const { run, busy } = useApiMutation({ refresh: [['admin']] })
  const navigate = useNavigate()
  const act = async (action: Action, text: string, done: string) => {
    if (!(await confirm({ title: user.email, text, confirmLabel: m.action_confirm(), cancelLabel: m.action_cancel(), danger: true })))
      return
    const answer = await run((keyed): Promise<unknown> => {
      if (action === 'end') return peopleCalls.endSessions(id, keyed)
      if (action === 'api-key') return peopleCalls.revokeApiKey(id, keyed)
      if (action === '2fa') return peopleCalls.resetTwoFactor(id, keyed)
      if (action === 'staff' || action === 'customer') return peopleCalls.setRole(id, action === 'staff' ? 2 : 1, keyed)
      if (action === 'delete') return peopleCalls.remove(id, keyed)
      return peopleCalls.setActive(id, action === 'activate', keyed)
    })
    if (!answer.ok) return
    toast.success(done)
    if (action === 'delete') void navigate({ to: '/admin/users' })
  }
  const button = (action: Action, label: string, text: string, done: string, className = '') => (
    <button type="button" className={`btn btn-sm ${className}`} disabled={busy} onClick={() => void act(action, text, done)}>
      {label}
    </button>
  )
  const otherRole = user.role === 2 ? 1 : 2
  return (
    <div className="mt-4 flex flex-wrap gap-2">
      {user.banned
        ? button('activate', m.admin_unban(), m.admin_unban_confirm(), m.admin_unban_done())
        : button('ban', m.admin_ban(), m.admin_ban_confirm(), m.admin_ban_done(), 'btn-error')}
      {!user.emailVerified && !user.banned && button('activate', m.admin_activate(), m.admin_activate_confirm(), m.admin_activate_done())}
      {detail.sessions.length > 0 && button('end', m.admin_end_sessions(), m.admin_end_sessions_confirm(), m.admin_end_sessions_done())}
      {user.apiKey && button('api-key', m.admin_revoke_key(), m.admin_revoke_key_confirm(), m.admin_revoke_key_done())}
      {user.twoFactorEnabled && button('2fa', m.admin_reset_2fa(), m.admin_reset_2fa_confirm(), m.admin_reset_2fa_done())}
      {user.role !== 0 &&
        button(
          otherRole === 2 ? 'staff' : 'customer',
          otherRole === 2 ? m.admin_make_staff() : m.admin_make_customer(),
          m.admin_role_confirm({ role: roleText(otherRole) }),
          m.admin_role_done(),
        )}
      {button(
        'delete',
        m.admin_delete(),
        m.admin_delete_confirm({ proxies: detail.proxiesHeld, orders: detail.orders.using, plan: detail.plan ? 1 : 0 }),
        m.admin_delete_done(),
        'btn-error btn-outline',
      )}
    </div>
  )
}
