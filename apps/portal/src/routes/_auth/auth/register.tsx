import { createFileRoute } from '@tanstack/react-router'
import { pageTitle } from '../../../lib/page-title'
import { m } from '../../../paraglide/messages'

export const Route = createFileRoute('/_auth/auth/register')({
  head: () => pageTitle(m.page_register_title()),
  component: () => (
    <>
      <h1 className="card-title text-2xl">{m.page_register_title()}</h1>
      <p className="text-base-content/70">{m.page_register_intro()}</p>
    </>
  ),
})
