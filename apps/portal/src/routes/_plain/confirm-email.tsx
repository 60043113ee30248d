import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { ConfirmEmail } from '../../features/email-change/confirm-email'
import { pageTitle } from '../../lib/page-title'
import { m } from '../../paraglide/messages'

export const Route = createFileRoute('/_plain/confirm-email')({
  // The token of the mailed link; anything else in the address is ignored (the page then says the link is incomplete).
  validateSearch: v.object({ token: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200))), undefined) }),
  head: () => pageTitle(m.page_confirm_email_title()),
  component: ConfirmEmailPage,
})

function ConfirmEmailPage() {
  return <ConfirmEmail token={Route.useSearch().token} />
}
