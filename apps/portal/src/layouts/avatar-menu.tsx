import type { UserView } from '@proxy-portal/worker/contract/user'
import { Link } from '@tanstack/react-router'
import { KeyRound, LogOut, User } from 'lucide-react'
import { useState } from 'react'
import { Money } from '../components/ui/money'
import { ChangePasswordDialog } from '../features/account/change-password-dialog'
import { useLogout } from '../features/session/use-logout'
import { m } from '../paraglide/messages'
import { GuestActions } from './guest-actions'

/** The avatar menu: who is signed in, the balance, account, change password and log out. */
export function AvatarMenu({ user }: { user: UserView | null }) {
  const logout = useLogout()
  const [changingPassword, setChangingPassword] = useState(false)
  if (!user) return <GuestActions />
  return (
    <>
      <div className="dropdown dropdown-end">
        <button type="button" tabIndex={0} className="btn btn-ghost btn-circle avatar avatar-placeholder" aria-label={m.account_menu()}>
          <div className="bg-neutral text-neutral-content w-9 rounded-full">
            <span>{user.name.slice(0, 1).toUpperCase()}</span>
          </div>
        </button>
        <ul tabIndex={0} className="dropdown-content menu bg-base-100 rounded-box z-50 mt-2 w-64 p-2 shadow">
          <li className="menu-title">
            <span className="truncate">{user.name}</span>
            <span className="truncate text-xs font-normal">{user.email}</span>
          </li>
          <li className="px-3 py-1 text-sm">
            <Money xu={user.balance} />
          </li>
          <li>
            <Link to="/account">
              <User className="size-4" aria-hidden="true" />
              {m.tab_account()}
            </Link>
          </li>
          <li>
            <button type="button" onClick={() => setChangingPassword(true)}>
              <KeyRound className="size-4" aria-hidden="true" />
              {user.hasPassword ? m.change_password_title() : m.set_password_title()}
            </button>
          </li>
          <li>
            <button type="button" onClick={() => void logout()}>
              <LogOut className="size-4" aria-hidden="true" />
              {m.action_logout()}
            </button>
          </li>
        </ul>
      </div>
      <ChangePasswordDialog open={changingPassword} hasPassword={user.hasPassword} onClose={() => setChangingPassword(false)} />
    </>
  )
}
