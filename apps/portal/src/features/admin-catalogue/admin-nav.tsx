import { Link } from '@tanstack/react-router'
import { m } from '../../paraglide/messages'

/** Links between the admin pages: overview, users, orders, top-ups, agencies, coupons, settings, the catalogue, the inventory, the audit log. */
export function AdminNav() {
  const links = [
    { to: '/admin', label: m.catalogue_nav_overview() },
    { to: '/admin/users', label: m.admin_nav_users() },
    { to: '/admin/orders', label: m.admin_nav_orders() },
    { to: '/admin/topups', label: m.admin_nav_topups() },
    { to: '/admin/agencies', label: m.admin_nav_agencies() },
    { to: '/admin/coupons', label: m.admin_nav_coupons() },
    { to: '/admin/settings', label: m.admin_nav_settings() },
    { to: '/admin/catalogue', label: m.catalogue_nav_catalogue() },
    { to: '/admin/inventory', label: m.catalogue_nav_inventory() },
    { to: '/admin/audit', label: m.catalogue_nav_audit() },
  ] as const
  return (
    <nav aria-label={m.catalogue_nav_label()} className="tabs tabs-box mb-6 w-fit">
      {links.map((link) => (
        <Link key={link.to} to={link.to} className="tab" activeProps={{ className: 'tab-active' }} activeOptions={{ exact: true }}>
          {link.label}
        </Link>
      ))}
    </nav>
  )
}
