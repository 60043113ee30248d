import { Link } from '@tanstack/react-router'
import { m } from '../../paraglide/messages'
import type { ProxySearch, ProxyTab } from './queries'

const tabs = [
  { tab: 'all', to: '/manage-private-proxy', label: m.manage_tab_all },
  { tab: 'using', to: '/manage-private-proxy/using', label: m.manage_tab_using },
  { tab: 'expired', to: '/manage-private-proxy/expired', label: m.manage_tab_expired },
] as const

/** All / in use / expired: one route each, keeping the filters (from the first page). */
export function ProxyTabs({ current, filter }: { current: ProxyTab; filter: ProxySearch }) {
  return (
    <div role="tablist" className="tabs tabs-border" aria-label={m.manage_tabs()}>
      {tabs.map(({ tab, to, label }) => (
        <Link
          key={tab}
          to={to}
          search={{ ...filter, page: 1 }}
          // Only the tab of this very route is current: by default 'all' (a parent path) would be marked current too.
          activeOptions={{ exact: true, includeSearch: false }}
          role="tab"
          aria-selected={tab === current}
          className={`tab ${tab === current ? 'tab-active' : ''}`}
        >
          {label()}
        </Link>
      ))}
    </div>
  )
}
