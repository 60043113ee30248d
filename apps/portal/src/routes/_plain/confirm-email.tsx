import { createFileRoute } from '@tanstack/react-router'
import { ConfirmEmail } from '../../features/email-change/confirm-email'
import { pageTitle } from '../../lib/page-title'
import { searchOf, tokenParam } from '../../lib/search-params'
import { m } from '../../paraglide/messages'

export const Route = createFileRoute('/_plain/confirm-email')({
  // The token of the mailed link; anything else in the address is ignored (the page then says the link is incomplete).
  validateSearch: searchOf({ token: tokenParam(200) }),
  head: () => pageTitle(m.page_confirm_email_title()),
  component: ConfirmEmailPage,
})

function ConfirmEmailPage() {
  return <ConfirmEmail token={Route.useSearch().token} />
}
