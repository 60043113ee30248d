import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '../../../../components/ui/page-header'
import { AdminCard } from '../../../../features/admin-catalogue/admin-card'
import { ProxyImport } from '../../../../features/admin-catalogue/proxy-import'
import { ProxyList } from '../../../../features/admin-catalogue/proxy-list'
import { countriesQuery, inventoryQuery, subServersQuery } from '../../../../features/admin-catalogue/queries'
import { SubServersCard } from '../../../../features/admin-catalogue/sub-servers-card'
import { pageTitle } from '../../../../lib/page-title'
import { m } from '../../../../paraglide/messages'

export const Route = createFileRoute('/_app/_private/admin/inventory')({
  // The proxy list opens unfiltered on its first page.
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(subServersQuery),
      context.queryClient.ensureQueryData(countriesQuery),
      context.queryClient.ensureQueryData(inventoryQuery({ page: 1, subServerId: '', search: '' })),
    ]),
  head: () => pageTitle(m.inventory_page_title()),
  component: InventoryPage,
})

function InventoryPage() {
  return (
    <>
      <PageHeader title={m.inventory_page_title()} description={m.inventory_page_intro()} />
      <div className="space-y-6">
        <AdminCard title={m.inventory_servers_title()}>
          <SubServersCard />
        </AdminCard>
        <AdminCard title={m.inventory_import_title()} intro={m.inventory_import_intro()}>
          <ProxyImport />
        </AdminCard>
        <AdminCard title={m.inventory_proxies_title()}>
          <ProxyList />
        </AdminCard>
      </div>
    </>
  )
}
