import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { m } from '../paraglide/messages'
import { GuestActions } from './guest-actions'
import { LanguageSwitch } from './language-switch'
import { Logo } from './logo'
import { SisterBanners } from './sister-banners'
import { SiteFooter } from './site-footer'
import { SupportMenu } from './support-menu'
import { ThemeToggle } from './theme-toggle'

/** The plain layout: logo, a few public links, language and theme, then the page and the footer. */
export function PlainLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="navbar bg-base-100 border-base-300 sticky top-0 z-40 gap-2 border-b px-2 sm:px-4">
        <Logo compact />
        <nav className="ml-6 hidden gap-1 md:flex" aria-label={m.main_navigation()}>
          <Link to="/pricing" className="btn btn-ghost btn-sm">
            {m.page_pricing_title()}
          </Link>
          <Link to="/product-mechanism" className="btn btn-ghost btn-sm">
            {m.page_mechanism_title()}
          </Link>
          <Link to="/tutorial" className="btn btn-ghost btn-sm">
            {m.tab_tutorial()}
          </Link>
          <Link to="/support" className="btn btn-ghost btn-sm">
            {m.tab_support()}
          </Link>
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <SupportMenu />
          <LanguageSwitch />
          <ThemeToggle />
          <GuestActions />
        </div>
      </header>
      <main className="mx-auto w-full max-w-[1600px] flex-1 px-4 py-8">{children}</main>
      <SiteFooter />
      <SisterBanners />
    </div>
  )
}
