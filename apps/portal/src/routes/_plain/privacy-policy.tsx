import { createFileRoute } from '@tanstack/react-router'
import { LegalPage } from '../../features/legal/legal-page'
import { privacySections } from '../../features/legal/privacy'
import { pageTitle } from '../../lib/page-title'
import { m } from '../../paraglide/messages'

export const Route = createFileRoute('/_plain/privacy-policy')({
  head: () => pageTitle(m.page_privacy_title()),
  component: () => <LegalPage title={m.page_privacy_title()} intro={m.page_privacy_intro()} sections={privacySections} />,
})
