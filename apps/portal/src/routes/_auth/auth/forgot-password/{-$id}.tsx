import { createFileRoute } from '@tanstack/react-router'
import { pageTitle } from '../../../../lib/page-title'
import { m } from '../../../../paraglide/messages'

export const Route = createFileRoute('/_auth/auth/forgot-password/{-$id}')({
  head: () => pageTitle(m.page_forgot_password_title()),
  component: () => (
    <>
      <h1 className="card-title text-2xl">{m.page_forgot_password_title()}</h1>
      <p className="text-base-content/70">{m.page_forgot_password_intro()}</p>
    </>
  ),
})
