import { createFileRoute } from '@tanstack/react-router'
import { countriesQuery, pricesQuery, tiersQuery } from '../../features/buy/catalogue-queries'
import { keyPackagesQuery } from '../../features/keys/queries'
import { PricingPage } from '../../features/pricing/pricing-page'
import { pageTitle } from '../../lib/page-title'
import { m } from '../../paraglide/messages'

export const Route = createFileRoute('/_plain/pricing')({
  // The whole price list renders on the server: a guest reads it without waiting for scripts.
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(countriesQuery),
      context.queryClient.ensureQueryData(pricesQuery),
      context.queryClient.ensureQueryData(tiersQuery),
      context.queryClient.ensureQueryData(keyPackagesQuery),
    ]),
  head: () => pageTitle(m.page_pricing_title()),
  component: PricingPage,
})
