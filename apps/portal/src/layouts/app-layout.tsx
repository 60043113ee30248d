import type { UserView } from '@proxy-portal/worker/contract/user'
import type { ReactNode } from 'react'
import { useHydrated } from '../components/ui/form'
import { LiveEvents } from '../features/live/live-events'
import { PromotionDialog } from '../features/topup/promotion-dialog'
import { m } from '../paraglide/messages'
import { SisterBanners } from './sister-banners'
import { SiteFooter } from './site-footer'
import { TabLinks } from './tab-links'
import { APP_DRAWER_ID, TopBar, toggleDrawer } from './top-bar'

/** The home layout: top bar (with the support button), tab bar and side drawer, side banners and footer. */
export function AppLayout({ user, children }: { user: UserView | null; children: ReactNode }) {
  const hydrated = useHydrated()
  const closeDrawer = () => toggleDrawer(false)
  return (
    <div className="drawer">
      {/* Only the drawer's state (daisyUI reads it): the top bar's menu button sets it, so it is out of the
          tab order and hidden from screen readers, which otherwise met an unlabelled checkbox outside any landmark. */}
      <input id={APP_DRAWER_ID} type="checkbox" className="drawer-toggle" tabIndex={-1} aria-hidden="true" />
      {/* Until React runs the page its buttons do nothing, so they stay off: no click is lost before hydration.
          The fieldset lays out nothing itself (display: contents): as a flex box it did not stretch to the
          screen's height, leaving a band under the footer on short pages. */}
      <div className="drawer-content flex min-h-screen min-w-0 flex-col">
        <fieldset disabled={!hydrated} className="contents">
          <TopBar user={user} />
          <nav className="bg-base-100 border-base-300 hidden border-b lg:block" aria-label={m.main_navigation()}>
            {/* Names without icons below 1536 px: with them the fourteen tabs ran past a 1280 px screen (and
                1024), the last ones cut off at the edge. */}
            <ul className="menu menu-horizontal menu-sm mx-auto flex w-full max-w-[1600px] flex-nowrap gap-0.5 overflow-x-auto px-4 py-1 [&_svg]:hidden 2xl:[&_svg]:inline-block">
              <TabLinks user={user} />
            </ul>
          </nav>
          <main className="mx-auto w-full max-w-[1600px] flex-1 px-4 py-6">{children}</main>
          <SiteFooter />
        </fieldset>
      </div>
      <div id={`${APP_DRAWER_ID}-side`} className="drawer-side z-50">
        <label htmlFor={APP_DRAWER_ID} className="drawer-overlay" aria-label={m.close_menu()} />
        <ul className="menu bg-base-100 min-h-full w-72 p-4">
          <TabLinks user={user} onNavigate={closeDrawer} />
        </ul>
      </div>
      <SisterBanners />
      {user && (
        <>
          <LiveEvents userId={user._id} />
          <PromotionDialog />
        </>
      )}
    </div>
  )
}
