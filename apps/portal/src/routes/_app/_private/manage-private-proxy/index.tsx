import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '../../../../components/ui/page-header'
import { pageTitle } from '../../../../lib/page-title'
import { m } from '../../../../paraglide/messages'

export const Route = createFileRoute('/_app/_private/manage-private-proxy/')({
  head: () => pageTitle(m.page_manage_private_proxy_title()),
  component: () => <PageHeader title={m.page_manage_private_proxy_title()} description={m.page_manage_private_proxy_intro()} />,
})
