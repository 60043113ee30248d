import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '../../../../components/ui/page-header'
import { FreeTools } from '../../../../features/tools/free-tools'
import { pageTitle } from '../../../../lib/page-title'
import { m } from '../../../../paraglide/messages'

export const Route = createFileRoute('/_app/_private/tools/freeTools')({
  head: () => pageTitle(m.page_free_tools_title()),
  component: () => (
    <>
      <PageHeader title={m.page_free_tools_title()} description={m.page_free_tools_intro()} />
      <FreeTools />
    </>
  ),
})
