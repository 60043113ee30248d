import { createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import { RegisterForm } from '../../../features/auth/register-form'
import { useSignedIn } from '../../../features/auth/sign-in'
import { VerifyEmail } from '../../../features/auth/verify-email'
import { pageTitle } from '../../../lib/page-title'
import { searchOf, textParam } from '../../../lib/search-params'
import { m } from '../../../paraglide/messages'

export const Route = createFileRoute('/_auth/auth/register')({
  // `redirect`: where the visitor was going (a signed-in page); after verifying and signing in they arrive there.
  validateSearch: searchOf({ ref: textParam(), redirect: textParam(2000) }),
  head: () => pageTitle(m.page_register_title()),
  component: RegisterPage,
})

function RegisterPage() {
  const { ref, redirect } = Route.useSearch()
  const signedIn = useSignedIn()
  const [email, setEmail] = useState<string | null>(null)
  return (
    <>
      <h1 className="card-title text-2xl">{email ? m.verify_title() : m.page_register_title()}</h1>
      {email ? (
        <VerifyEmail email={email} onVerified={(user) => void signedIn(user, redirect)} />
      ) : (
        <>
          <p className="text-base-content/70">{m.page_register_intro()}</p>
          <RegisterForm affiliateCode={ref} onRegistered={setEmail} />
        </>
      )}
    </>
  )
}
