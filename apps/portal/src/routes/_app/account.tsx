import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '../../components/ui/page-header'
import { pageTitle } from '../../lib/page-title'
import { m } from '../../paraglide/messages'

export const Route = createFileRoute('/_app/account')({
  head: () => pageTitle(m.page_account_title()),
  component: () => <PageHeader title={m.page_account_title()} description={m.page_account_intro()} />,
})
