import { createFileRoute, Link } from '@tanstack/react-router'
import { ReferralNotice } from '../../features/agency/referral-notice'
import { Faq } from '../../features/home/faq'
import { Hero } from '../../features/home/hero'
import { FeatureGrid, PaymentGrid, ProductGrid } from '../../features/home/offer-grids'
import { m } from '../../paraglide/messages'

export const Route = createFileRoute('/_plain/')({
  head: () => ({ meta: [{ title: m.product_title() }] }),
  component: HomePage,
})

function HomePage() {
  return (
    <>
      <ReferralNotice />
      <Hero />
      <ProductGrid />
      <FeatureGrid />
      <PaymentGrid />
      <Faq />
      {/* On the dark theme a card edged in primary: its text on the primary fill fell short of contrast (axe). */}
      <section className="bg-primary text-primary-content dark:bg-base-200 dark:text-base-content dark:border-primary my-12 rounded-3xl px-6 py-12 text-center dark:border-2">
        <h2 className="text-3xl font-bold">{m.home_final_title()}</h2>
        <p className="mx-auto mt-2 max-w-xl">{m.home_final_text()}</p>
        <Link to="/auth/register" className="btn btn-lg mt-6">
          {m.home_cta_register()}
        </Link>
      </section>
    </>
  )
}
