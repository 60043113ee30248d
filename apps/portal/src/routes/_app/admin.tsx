import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '../../components/ui/page-header'
import { pageTitle } from '../../lib/page-title'
import { m } from '../../paraglide/messages'

export const Route = createFileRoute('/_app/admin')({
  head: () => pageTitle(m.page_admin_title()),
  component: () => <PageHeader title={m.page_admin_title()} description={m.page_admin_intro()} />,
})
