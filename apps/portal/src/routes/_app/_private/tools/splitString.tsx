import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '../../../../components/ui/page-header'
import { SplitStringTool } from '../../../../features/tools/split-string-tool'
import { pageTitle } from '../../../../lib/page-title'
import { m } from '../../../../paraglide/messages'

export const Route = createFileRoute('/_app/_private/tools/splitString')({
  head: () => pageTitle(m.page_split_string_title()),
  component: () => (
    <>
      <PageHeader title={m.page_split_string_title()} description={m.page_split_string_intro()} />
      <SplitStringTool />
    </>
  ),
})
