import { createFileRoute, Link } from '@tanstack/react-router'
import { Mail, Phone } from 'lucide-react'
import { PageHeader } from '../../components/ui/page-header'
import { usePublicSettings } from '../../features/settings/public-settings-query'
import { useContactLinks } from '../../features/support/contact-links'
import { pageTitle } from '../../lib/page-title'
import { m } from '../../paraglide/messages'

export const Route = createFileRoute('/_app/support')({
  head: () => pageTitle(m.page_support_title()),
  component: SupportPage,
})

function SupportPage() {
  const links = useContactLinks()
  const { company } = usePublicSettings()
  return (
    <>
      <PageHeader title={m.page_support_title()} description={m.page_support_intro()} />
      {links.length === 0 && <p className="alert">{m.support_not_configured()}</p>}
      <div className="grid gap-4 md:grid-cols-3">
        {links.map(({ key, label, icon: Icon, url }) => (
          <a
            key={key}
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="card bg-base-200 hover:bg-base-300 transition-colors"
          >
            <div className="card-body items-center text-center">
              <Icon className="text-primary size-10" aria-hidden="true" />
              <h2 className="card-title">{label()}</h2>
              <p className="text-base-content/70 text-sm break-all">{url}</p>
            </div>
          </a>
        ))}
      </div>
      {company && (
        <div className="mt-8 flex flex-wrap gap-6">
          <a className="link flex items-center gap-2" href={`mailto:${company.email}`}>
            <Mail className="size-4" aria-hidden="true" />
            {company.email}
          </a>
          <a className="link flex items-center gap-2" href={`tel:${company.hotline.replace(/[^\d+]/g, '')}`}>
            <Phone className="size-4" aria-hidden="true" />
            {company.hotline}
          </a>
        </div>
      )}
      <p className="text-base-content/70 mt-8">
        {m.support_self_help()}{' '}
        <Link to="/tutorial" className="link">
          {m.page_tutorial_title()}
        </Link>
        {' · '}
        <Link to="/product-mechanism" className="link">
          {m.page_mechanism_title()}
        </Link>
      </p>
    </>
  )
}
