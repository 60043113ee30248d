import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '../../../components/ui/page-header'
import { InvoiceForm } from '../../../features/invoice/invoice-form'
import { InvoiceList } from '../../../features/invoice/invoice-list'
import { invoicesQuery, recentTopupsQuery } from '../../../features/invoice/queries'
import { pageTitle } from '../../../lib/page-title'
import { searchOf, textParam } from '../../../lib/search-params'
import { m } from '../../../paraglide/messages'

export const Route = createFileRoute('/_app/_private/create-invoice')({
  validateSearch: searchOf({ topupId: textParam() }),
  loader: ({ context }) =>
    Promise.all([context.queryClient.ensureQueryData(recentTopupsQuery), context.queryClient.ensureQueryData(invoicesQuery(1))]),
  head: () => pageTitle(m.page_create_invoice_title()),
  component: CreateInvoice,
})

function CreateInvoice() {
  const { topupId } = Route.useSearch()
  return (
    <>
      <PageHeader title={m.page_create_invoice_title()} description={m.page_create_invoice_intro()} />
      <InvoiceForm topupId={topupId} />
      <InvoiceList />
    </>
  )
}
