import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '../../../components/ui/page-header'
import { countriesQuery, packagesQuery, pricesQuery } from '../../../features/buy/catalogue-queries'
import { RotatingPackages, rotatingPackages } from '../../../features/products/rotating-packages'
import { RotatingProducts } from '../../../features/products/rotating-products'
import { RotationExplainer } from '../../../features/products/rotation-explainer'
import { pageTitle } from '../../../lib/page-title'
import { m } from '../../../paraglide/messages'

export const Route = createFileRoute('/_app/_private/proxy-rotating')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(countriesQuery),
      context.queryClient.ensureQueryData(pricesQuery),
      context.queryClient.ensureQueryData(packagesQuery(rotatingPackages)),
    ]),
  head: () => pageTitle(m.page_proxy_rotating_title()),
  component: () => (
    <>
      <PageHeader title={m.page_proxy_rotating_title()} description={m.page_proxy_rotating_intro()} />
      <div className="space-y-6">
        <RotationExplainer />
        <RotatingProducts />
        <RotatingPackages />
      </div>
    </>
  ),
})
