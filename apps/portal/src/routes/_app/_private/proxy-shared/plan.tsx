import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '../../../../components/ui/page-header'
import { pageTitle } from '../../../../lib/page-title'
import { m } from '../../../../paraglide/messages'

export const Route = createFileRoute('/_app/_private/proxy-shared/plan')({
  head: () => pageTitle(m.page_proxy_shared_plan_title()),
  component: () => <PageHeader title={m.page_proxy_shared_plan_title()} description={m.page_proxy_shared_plan_intro()} />,
})
