import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '../../../components/ui/page-header'
import { countriesQuery, packagesQuery, pricesQuery } from '../../../features/buy/catalogue-queries'
import { KeyShop } from '../../../features/keys/key-shop'
import { keyPackagesQuery, myKeysQuery } from '../../../features/keys/queries'
import { RotatingPackages, rotatingPackages } from '../../../features/products/rotating-packages'
import { RotatingProducts } from '../../../features/products/rotating-products'
import { RotationExplainer } from '../../../features/products/rotation-explainer'
import { pageTitle } from '../../../lib/page-title'
import { m } from '../../../paraglide/messages'

/**
 * Rotating proxies: the key is the product (issue 18, ADR 0028); the dynamic private proxies, still on
 * sale, follow below it under their own heading.
 */
export const Route = createFileRoute('/_app/_private/proxy-rotating')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(keyPackagesQuery),
      context.queryClient.ensureQueryData(myKeysQuery('all', 1)),
      context.queryClient.ensureQueryData(countriesQuery),
      context.queryClient.ensureQueryData(pricesQuery),
      context.queryClient.ensureQueryData(packagesQuery(rotatingPackages)),
    ]),
  head: () => pageTitle(m.page_proxy_rotating_title()),
  component: () => (
    <>
      <PageHeader title={m.page_proxy_rotating_title()} description={m.page_proxy_rotating_intro()} />
      <div className="space-y-6">
        <KeyShop />
        <section className="space-y-6 pt-4" aria-labelledby="dynamic-title">
          <div>
            <h2 id="dynamic-title" className="text-2xl font-bold">
              {m.keys_dynamic_title()}
            </h2>
            <p className="text-base-content/70">{m.keys_dynamic_intro()}</p>
          </div>
          <RotationExplainer />
          <RotatingProducts />
          <RotatingPackages />
        </section>
      </div>
    </>
  ),
})
