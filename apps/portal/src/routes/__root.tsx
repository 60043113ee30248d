import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, HeadContent, Outlet, Scripts, useRouter } from '@tanstack/react-router'
import { type ReactNode, useEffect } from 'react'
import { ConfirmHost } from '../components/ui/confirm-dialog'
import { NavigationProgress } from '../components/ui/navigation-progress'
import { Toaster } from '../components/ui/toast'
import { rememberTrafficSource } from '../features/auth/traffic-source'
import { sessionQuery } from '../features/session/session-query'
import { SessionSync } from '../features/session/session-sync'
import { publicSettingsQuery } from '../features/settings/public-settings-query'
import { themeBootScript } from '../layouts/theme-toggle'
import { localeBootScript, rememberClientLanguage } from '../lib/locale'
import { m } from '../paraglide/messages'
import { getLocale } from '../paraglide/runtime'
import styles from '../styles.css?url'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  // The session is restored for every page: the cookies say who is signed in (null for a visitor).
  beforeLoad: async ({ context }) => ({ user: await context.queryClient.ensureQueryData(sessionQuery) }),
  loader: ({ context }) => context.queryClient.ensureQueryData(publicSettingsQuery),
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'description', content: m.product_description() },
    ],
    links: [
      { rel: 'stylesheet', href: styles },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    ],
  }),
  component: Outlet,
  shellComponent: Shell,
})

function Shell({ children }: { children: ReactNode }) {
  const nonce = useRouter().options.ssr?.nonce
  useEffect(() => {
    rememberClientLanguage()
    rememberTrafficSource()
  }, [])
  return (
    <html lang={getLocale()} suppressHydrationWarning>
      <head>
        {/* Constant scripts of our own, run before first paint: stored language and theme. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: localeBootScript + themeBootScript }} />
        <HeadContent />
      </head>
      <body className="bg-base-100 text-base-content min-h-screen antialiased">
        <NavigationProgress />
        {children}
        <Toaster />
        <ConfirmHost />
        <SessionSync />
        <Scripts />
      </body>
    </html>
  )
}
