import type { UserView } from '@proxy-portal/worker/contract/user'
import { Link } from '@tanstack/react-router'
import { Mail, Menu, Search } from 'lucide-react'
import { Money } from '../components/ui/money'
import { m } from '../paraglide/messages'
import { AvatarMenu } from './avatar-menu'
import { LanguageSwitch } from './language-switch'
import { Logo } from './logo'
import { NotificationBell } from './notification-bell'
import { ThemeToggle } from './theme-toggle'

export const APP_DRAWER_ID = 'app-drawer'

export function TopBar({ user }: { user: UserView | null }) {
  return (
    <header className="navbar bg-base-100 border-base-300 sticky top-0 z-40 gap-2 border-b px-2 sm:px-4">
      <label htmlFor={APP_DRAWER_ID} className="btn btn-ghost btn-square lg:hidden" aria-label={m.open_menu()}>
        <Menu className="size-5" aria-hidden="true" />
      </label>
      <Logo to="/dashboard" compact />
      {/* The spec's search box is inert: it is shown but does nothing. */}
      <label className="input input-sm mx-4 hidden max-w-xs flex-1 md:flex" inert>
        <Search className="size-4 opacity-50" aria-hidden="true" />
        <input type="search" placeholder={m.search_placeholder()} tabIndex={-1} />
      </label>
      <div className="ml-auto flex items-center gap-1">
        <Link to="/support" className="btn btn-ghost btn-sm btn-square hidden sm:inline-flex" aria-label={m.tab_support()}>
          <Mail className="size-5" aria-hidden="true" />
        </Link>
        {user && (
          <Link to="/topup/{-$id}" params={{}} className="btn btn-ghost btn-sm hidden md:inline-flex" aria-label={m.field_balance()}>
            <Money xu={user.balance} />
          </Link>
        )}
        <NotificationBell />
        <LanguageSwitch />
        <ThemeToggle />
        <AvatarMenu user={user} />
      </div>
    </header>
  )
}
