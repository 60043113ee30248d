import {
  Code,
  LayoutDashboard,
  LifeBuoy,
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

export type AppTab = { to: string; label: () => string; icon: LucideIcon; adminOnly?: boolean }

/** The home layout's tabs, in the spec's order; Admin only for roles 0 and 2. */
export const appTabs: AppTab[] = [
  { to: '/dashboard', label: m.tab_dashboard, icon: LayoutDashboard },
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
