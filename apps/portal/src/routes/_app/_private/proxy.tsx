import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '../../../components/ui/page-header'
import { countriesQuery, pricesQuery } from '../../../features/buy/catalogue-queries'
import { ProductRangeGrid } from '../../../features/products/product-range-grid'
import { pageTitle } from '../../../lib/page-title'
import { m } from '../../../paraglide/messages'

export const Route = createFileRoute('/_app/_private/proxy')({
  loader: ({ context }) =>
    Promise.all([context.queryClient.ensureQueryData(countriesQuery), context.queryClient.ensureQueryData(pricesQuery)]),
  head: () => pageTitle(m.page_proxy_title()),
  component: () => (
    <>
      <PageHeader title={m.page_proxy_title()} description={m.products_proxy_intro()} />
      <ProductRangeGrid />
    </>
  ),
})
