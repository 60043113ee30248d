import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '../../../components/ui/page-header'
import { CheckProxyPage } from '../../../features/check-proxy/check-proxy-page'
import { pageTitle } from '../../../lib/page-title'
import { m } from '../../../paraglide/messages'

export const Route = createFileRoute('/_app/_private/check-proxy')({
  head: () => pageTitle(m.page_check_proxy_title()),
  component: () => (
    <>
      <PageHeader title={m.page_check_proxy_title()} description={m.page_check_proxy_intro()} />
      <CheckProxyPage />
    </>
  ),
})
