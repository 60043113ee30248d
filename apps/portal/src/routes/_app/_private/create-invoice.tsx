import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '../../../components/ui/page-header'
import { pageTitle } from '../../../lib/page-title'
import { m } from '../../../paraglide/messages'

export const Route = createFileRoute('/_app/_private/create-invoice')({
  head: () => pageTitle(m.page_create_invoice_title()),
  component: () => <PageHeader title={m.page_create_invoice_title()} description={m.page_create_invoice_intro()} />,
})
