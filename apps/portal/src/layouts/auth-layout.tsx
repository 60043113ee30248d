import type { ReactNode } from 'react'
import { usePublicSettings } from '../features/settings/public-settings-query'
import { m } from '../paraglide/messages'
import { LanguageSwitch } from './language-switch'
import { Logo } from './logo'
import { SupportMenu } from './support-menu'

/** The auth layout: always dark, the form in the middle, the company footer below. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { company } = usePublicSettings()
  return (
    <div data-theme="dark" className="bg-base-300 text-base-content flex min-h-screen flex-col">
      <header className="flex items-center justify-between px-4 py-4">
        <Logo />
        <div className="flex items-center gap-2">
          <SupportMenu />
          <LanguageSwitch />
        </div>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center">
        <div className="card bg-base-100 w-full max-w-md shadow-xl">
          <div className="card-body">{children}</div>
        </div>
      </main>
      <footer className="text-base-content/60 px-4 py-6 text-center text-xs">
        <p>{company?.name ?? m.product_name()}</p>
        {company && <p>{m.footer_address({ address: company.address })}</p>}
        <p>{m.footer_copyright({ year: String(new Date().getFullYear()) })}</p>
      </footer>
    </div>
  )
}
