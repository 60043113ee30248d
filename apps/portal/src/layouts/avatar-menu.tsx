import { Link } from '@tanstack/react-router'
import { m } from '../paraglide/messages'
import { GuestActions } from './guest-actions'
import type { LayoutUser } from './session-user'

export function AvatarMenu({ user }: { user: LayoutUser | null }) {
  if (!user) return <GuestActions />
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
