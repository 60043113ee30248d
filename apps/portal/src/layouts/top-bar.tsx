import type { UserView } from '@proxy-portal/worker/contract/user'
import { Link } from '@tanstack/react-router'
import { Menu } from 'lucide-react'
import { Money } from '../components/ui/money'
import { m } from '../paraglide/messages'
import { AvatarMenu } from './avatar-menu'
import { LanguageSwitch } from './language-switch'
import { Logo } from './logo'
import { NotificationBell } from './notification-bell'
import { SupportMenu } from './support-menu'
import { ThemeToggle } from './theme-toggle'

export const APP_DRAWER_ID = 'app-drawer'

/** Opens or closes the side drawer: its state is the hidden checkbox daisyUI's drawer reads. */
export function toggleDrawer(open?: boolean) {
  const toggle = document.getElementById(APP_DRAWER_ID)
  if (toggle instanceof HTMLInputElement) toggle.checked = typeof open === 'boolean' ? open : !toggle.checked
}

export function TopBar({ user }: { user: UserView | null }) {
  return (
    <header className="navbar bg-base-100 border-base-300 sticky top-0 z-40 gap-1 border-b px-2 sm:gap-2 sm:px-4">
      {/* A button, not a label of the drawer's checkbox: a keyboard and a screen reader reach it as one. */}
      <button
        type="button"
        className="btn btn-ghost btn-square lg:hidden"
        aria-label={m.open_menu()}
        aria-controls={`${APP_DRAWER_ID}-side`}
        onClick={() => toggleDrawer()}
      >
        <Menu className="size-5" aria-hidden="true" />
      </button>
      <Logo to="/dashboard" compact />
      <div className="ml-auto flex items-center sm:gap-1">
        <SupportMenu />
        {user && (
          // The balance shows on every screen: on a phone it is what a customer looks for first.
          <Link
            to="/topup/{-$id}"
            params={{}}
            className="btn btn-ghost btn-sm px-1 whitespace-nowrap sm:px-3"
            aria-label={m.field_balance()}
          >
            {/* The USD equivalent only where there is room for it. */}
            <span className="sm:hidden">
              <Money xu={user.balance} showUsd={false} />
            </span>
            <span className="hidden sm:inline">
              <Money xu={user.balance} />
            </span>
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
