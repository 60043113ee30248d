import { createFileRoute, Link } from '@tanstack/react-router'
import { PageHeader } from '../../../../components/ui/page-header'
import { CaptchaSettings } from '../../../../features/admin/captcha-settings'
import { PaymentSettings } from '../../../../features/admin/payment-settings'
import { adminSettingsQuery } from '../../../../features/admin/queries'
import { ShopSettings } from '../../../../features/admin/shop-settings'
import { SiteSettings } from '../../../../features/admin/site-settings'
import { AdminCard } from '../../../../features/admin-catalogue/admin-card'
import { authProvidersQuery } from '../../../../features/auth/auth-providers-query'
import { pageTitle } from '../../../../lib/page-title'
import { m } from '../../../../paraglide/messages'

export const Route = createFileRoute('/_app/_private/admin/settings')({
  loader: ({ context }) =>
    Promise.all([context.queryClient.ensureQueryData(adminSettingsQuery), context.queryClient.ensureQueryData(authProvidersQuery)]),
  head: () => pageTitle(m.admin_settings_title()),
  component: SettingsPage,
})

function SettingsPage() {
  return (
    <>
      <PageHeader title={m.admin_settings_title()} description={m.admin_settings_intro()} />
      <div className="grid gap-6 xl:grid-cols-2">
        <AdminCard title={m.admin_payment_settings_title()}>
          <PaymentSettings />
        </AdminCard>
        <AdminCard title={m.admin_shop_settings_title()}>
          <ShopSettings />
        </AdminCard>
        <AdminCard title={m.admin_captcha_title()} intro={m.admin_captcha_intro()}>
          <CaptchaSettings />
        </AdminCard>
        <div className="xl:col-span-2">
          <AdminCard title={m.admin_site_settings_title()} intro={m.admin_site_settings_intro()}>
            <SiteSettings />
          </AdminCard>
        </div>
      </div>
      <p className="mt-4 text-sm">
        {m.admin_settings_bandwidth()}{' '}
        <Link to="/admin/catalogue" className="link link-primary">
          {m.catalogue_nav_catalogue()}
        </Link>
      </p>
    </>
  )
}
