import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '../../../../components/ui/page-header'
import { ToolsIndex } from '../../../../features/tools/tools-index'
import { pageTitle } from '../../../../lib/page-title'
import { m } from '../../../../paraglide/messages'

export const Route = createFileRoute('/_app/_private/tools/')({
  head: () => pageTitle(m.page_tools_title()),
  component: () => (
    <>
      <PageHeader title={m.page_tools_title()} description={m.page_tools_intro()} />
      <ToolsIndex />
    </>
  ),
})
