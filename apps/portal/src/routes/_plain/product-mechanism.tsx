import { createFileRoute } from '@tanstack/react-router'
import { LegalPage } from '../../features/legal/legal-page'
import { mechanismSections } from '../../features/legal/mechanism'
import { pageTitle } from '../../lib/page-title'
import { m } from '../../paraglide/messages'

export const Route = createFileRoute('/_plain/product-mechanism')({
  head: () => pageTitle(m.page_mechanism_title()),
  component: () => <LegalPage title={m.page_mechanism_title()} intro={m.page_mechanism_intro()} sections={mechanismSections} />,
})
