import { isAdminRole } from '@proxy-portal/worker/contract/roles'
import type { UserView } from '@proxy-portal/worker/contract/user'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { summaryQuery } from '../features/dashboard/summary-query'
import { appTabs } from './app-tabs'

/** The tabs as links, for the tab bar (horizontal) and the side drawer (vertical). */
export function TabLinks({ user, onNavigate }: { user: UserView | null; onNavigate?: () => void }) {
  const admin = user !== null && isAdminRole(user.role)
  const workspace = useQuery({ ...summaryQuery, enabled: user !== null }).data?.workspace === true
  return appTabs
    .filter((tab) => (!tab.adminOnly || admin) && (!tab.workspace || workspace))
    .map(({ to, label, icon: Icon }) => (
      <li key={to}>
        <Link to={to} activeProps={{ className: 'menu-active' }} onClick={onNavigate}>
          <Icon className="size-4" aria-hidden="true" />
          {label()}
        </Link>
      </li>
    ))
}
