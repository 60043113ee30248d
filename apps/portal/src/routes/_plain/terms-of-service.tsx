import { createFileRoute } from '@tanstack/react-router'
import { LegalPage } from '../../features/legal/legal-page'
import { termsSections } from '../../features/legal/terms'
import { pageTitle } from '../../lib/page-title'
import { m } from '../../paraglide/messages'

export const Route = createFileRoute('/_plain/terms-of-service')({
  head: () => pageTitle(m.page_terms_title()),
  component: () => <LegalPage title={m.page_terms_title()} intro={m.page_terms_intro()} sections={termsSections} />,
})
