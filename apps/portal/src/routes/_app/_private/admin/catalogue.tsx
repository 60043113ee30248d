import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '../../../../components/ui/page-header'
import { AdminCard } from '../../../../features/admin-catalogue/admin-card'
import { CountriesCard } from '../../../../features/admin-catalogue/countries-card'
import { DiscountsCard } from '../../../../features/admin-catalogue/discounts-card'
import { KeyPackagesCard } from '../../../../features/admin-catalogue/key-packages-card'
import { PackagesCard } from '../../../../features/admin-catalogue/packages-card'
import { PricesCard } from '../../../../features/admin-catalogue/prices-card'
import {
  countriesQuery,
  discountsQuery,
  keyPackagesQuery,
  packagesQuery,
  pricesQuery,
  tiersQuery,
} from '../../../../features/admin-catalogue/queries'
import { TiersCard } from '../../../../features/admin-catalogue/tiers-card'
import { pageTitle } from '../../../../lib/page-title'
import { m } from '../../../../paraglide/messages'

export const Route = createFileRoute('/_app/_private/admin/catalogue')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(countriesQuery),
      context.queryClient.ensureQueryData(pricesQuery),
      context.queryClient.ensureQueryData(tiersQuery),
      context.queryClient.ensureQueryData(discountsQuery),
      context.queryClient.ensureQueryData(packagesQuery(1)),
      context.queryClient.ensureQueryData(keyPackagesQuery(1)),
    ]),
  head: () => pageTitle(m.catalogue_page_title()),
  component: CataloguePage,
})

function CataloguePage() {
  return (
    <>
      <PageHeader title={m.catalogue_page_title()} description={m.catalogue_page_intro()} />
      <div className="space-y-6">
        <AdminCard title={m.catalogue_prices_title()} intro={m.catalogue_prices_intro()}>
          <PricesCard />
        </AdminCard>
        <AdminCard title={m.catalogue_packages_title()}>
          <PackagesCard />
        </AdminCard>
        <AdminCard title={m.catalogue_key_packages_title()} intro={m.catalogue_key_packages_intro()}>
          <KeyPackagesCard />
        </AdminCard>
        {/* Three abreast only where each list still fits its third (at 1366 px the tiers table did not). */}
        <div className="grid gap-6 2xl:grid-cols-3">
          <AdminCard title={m.catalogue_countries_title()} intro={m.catalogue_countries_intro()}>
            <CountriesCard />
          </AdminCard>
          <AdminCard title={m.catalogue_tiers_title()} intro={m.catalogue_tiers_intro()}>
            <TiersCard />
          </AdminCard>
          <AdminCard title={m.catalogue_discounts_title()} intro={m.catalogue_discounts_intro()}>
            <DiscountsCard />
          </AdminCard>
        </div>
      </div>
    </>
  )
}
