import { createFileRoute, Link } from '@tanstack/react-router'
import { ForgotPasswordNew, ForgotPasswordRequest } from '../../../../features/auth/forgot-password'
import { pageTitle } from '../../../../lib/page-title'
import { m } from '../../../../paraglide/messages'

export const Route = createFileRoute('/_auth/auth/forgot-password/{-$id}')({
  head: () => pageTitle(m.page_forgot_password_title()),
  component: ForgotPasswordPage,
})

function ForgotPasswordPage() {
  const { id } = Route.useParams()
  return (
    <>
      <h1 className="card-title text-2xl">{m.page_forgot_password_title()}</h1>
      <p className="text-base-content/70">{id ? m.forgot_new_intro() : m.page_forgot_password_intro()}</p>
      {id ? <ForgotPasswordNew resetToken={id} /> : <ForgotPasswordRequest />}
      <p className="text-center text-sm">
        <Link to="/auth/login" className="link">
          {m.back_to_login()}
        </Link>
      </p>
    </>
  )
}
