import { Link } from '@tanstack/react-router'
import { m } from '../paraglide/messages'
import type { LayoutUser } from './session-user'

export function AvatarMenu({ user }: { user: LayoutUser | null }) {
  if (!user) {
    return (
      <div className="flex gap-2">
        <Link to="/auth/login" className="btn btn-ghost btn-sm">
          {m.action_login()}
        </Link>
        <Link to="/auth/register" className="btn btn-primary btn-sm hidden sm:inline-flex">
          {m.action_register()}
        </Link>
      </div>
    )
  }
  return (
    <div className="dropdown dropdown-end">
      <button type="button" tabIndex={0} className="btn btn-ghost btn-circle avatar avatar-placeholder" aria-label={m.account_menu()}>
        <div className="bg-neutral text-neutral-content w-9 rounded-full">
          <span>{user.name.slice(0, 1).toUpperCase()}</span>
        </div>
      </button>
      <ul tabIndex={0} className="dropdown-content menu bg-base-100 rounded-box z-50 mt-2 w-56 p-2 shadow">
        <li className="menu-title">{user.name}</li>
        <li>
          <Link to="/account">{m.tab_account()}</Link>
        </li>
      </ul>
    </div>
  )
}
