import { createFileRoute } from '@tanstack/react-router'
import { pageTitle } from '../../../lib/page-title'
import { m } from '../../../paraglide/messages'

export const Route = createFileRoute('/_auth/auth/login')({
  head: () => pageTitle(m.page_login_title()),
  component: () => (
    <>
      <h1 className="card-title text-2xl">{m.page_login_title()}</h1>
      <p className="text-base-content/70">{m.page_login_intro()}</p>
    </>
  ),
})
