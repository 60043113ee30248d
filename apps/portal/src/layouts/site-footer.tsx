import { Link } from '@tanstack/react-router'
import { usePublicSettings } from '../features/settings/public-settings-query'
import { m } from '../paraglide/messages'

/** Company text and the footer links to the terms, privacy and product-mechanism pages. */
export function SiteFooter() {
  const { company } = usePublicSettings()
  return (
    <footer className="bg-base-200 text-base-content/80 mt-auto">
      <div className="mx-auto flex max-w-[1600px] flex-col gap-4 px-4 py-8 text-sm md:flex-row md:justify-between">
        <div className="space-y-1">
          <p className="text-base-content font-semibold">{company?.name ?? m.product_name()}</p>
          {company && (
            <>
              <p>{m.footer_address({ address: company.address })}</p>
              {company.taxCode && <p>{m.footer_tax_code({ taxCode: company.taxCode })}</p>}
              {/* The number kept on one line (a phone broke it as '0900 000 / 000'). */}
              <p>{m.footer_contact({ email: company.email, hotline: company.hotline.replaceAll(' ', '\u00a0') })}</p>
            </>
          )}
          <p>{m.footer_copyright({ year: String(new Date().getFullYear()) })}</p>
        </div>
        <nav className="flex flex-col gap-1" aria-label={m.footer_links()}>
          <Link to="/terms-of-service" className="link link-hover">
            {m.page_terms_title()}
          </Link>
          <Link to="/privacy-policy" className="link link-hover">
            {m.page_privacy_title()}
          </Link>
          <Link to="/product-mechanism" className="link link-hover">
            {m.page_mechanism_title()}
          </Link>
          <Link to="/support" className="link link-hover">
            {m.tab_support()}
          </Link>
        </nav>
      </div>
    </footer>
  )
}
