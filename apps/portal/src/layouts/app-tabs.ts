import {
  Code,
  LayoutDashboard,
  LifeBuoy,
  ListChecks,
  type LucideIcon,
  PlayCircle,
  RefreshCw,
  Server,
  Shield,
  ShieldCheck,
  ShoppingCart,
  User,
  Users,
  Wallet,
  Wrench,
} from 'lucide-react'
import { m } from '../paraglide/messages'

/** `workspace`: shown only when the customer has an order, a plan or a trial (docs/decisions/0013-dashboard-workspace.md). */
export type AppTab = { to: string; label: () => string; icon: LucideIcon; adminOnly?: boolean; workspace?: boolean }

/** The home layout's tabs, in the spec's order, with the second layout's 'manage private proxy'; Admin only for roles 0 and 2. */
export const appTabs: AppTab[] = [
  { to: '/dashboard', label: m.tab_dashboard, icon: LayoutDashboard },
  { to: '/manage-private-proxy', label: m.tab_manage_private_proxy, icon: ListChecks, workspace: true },
  { to: '/proxy-rotating', label: m.tab_proxy_rotating, icon: RefreshCw },
  { to: '/proxy', label: m.tab_proxy, icon: Server },
  { to: '/order', label: m.tab_order, icon: ShoppingCart },
  { to: '/agency', label: m.tab_agency, icon: Users },
  { to: '/account', label: m.tab_account, icon: User },
  { to: '/topup', label: m.tab_topup, icon: Wallet },
  { to: '/check-proxy', label: m.tab_check_proxy, icon: ShieldCheck },
  { to: '/tools', label: m.tab_tools, icon: Wrench },
  { to: '/api', label: m.tab_api, icon: Code },
  { to: '/support', label: m.tab_support, icon: LifeBuoy },
  { to: '/tutorial', label: m.tab_tutorial, icon: PlayCircle },
  { to: '/admin', label: m.tab_admin, icon: Shield, adminOnly: true },
]
