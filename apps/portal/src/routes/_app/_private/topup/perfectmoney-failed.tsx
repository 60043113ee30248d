import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '../../../../components/ui/page-header'
import { pageTitle } from '../../../../lib/page-title'
import { m } from '../../../../paraglide/messages'

export const Route = createFileRoute('/_app/_private/topup/perfectmoney-failed')({
  head: () => pageTitle(m.page_perfectmoney_failed_title()),
  component: () => <PageHeader title={m.page_perfectmoney_failed_title()} description={m.page_perfectmoney_failed_intro()} />,
})
