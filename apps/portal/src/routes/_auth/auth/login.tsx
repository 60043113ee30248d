import { createFileRoute } from '@tanstack/react-router'
import { LoginForm } from '../../../features/auth/login-form'
import { pageTitle } from '../../../lib/page-title'
import { searchOf, textParam } from '../../../lib/search-params'
import { m } from '../../../paraglide/messages'

export const Route = createFileRoute('/_auth/auth/login')({
  validateSearch: searchOf({ redirect: textParam(2000), email: textParam(254) }),
  head: () => pageTitle(m.page_login_title()),
  component: LoginPage,
})

function LoginPage() {
  const { redirect, email } = Route.useSearch()
  return (
    <>
      <h1 className="card-title text-2xl">{m.page_login_title()}</h1>
      <p className="text-base-content/70">{m.page_login_intro()}</p>
      <LoginForm redirect={redirect} email={email} />
    </>
  )
}
