import { Link } from '@tanstack/react-router'
import { useHydrated } from '../../components/ui/form'
import { m } from '../../paraglide/messages'
import { useSessionUser } from '../session/session-query'
import { rememberedReferral } from './referral-cookie'

/** On the home page, a visitor who followed a referral link sees that its code waits for their sign-up. */
export function ReferralNotice() {
  const hydrated = useHydrated()
  const user = useSessionUser()
  // The cookie is read in the browser only: the server renders the page without the notice.
  const code = hydrated && !user ? rememberedReferral() : undefined
  if (!code) return null
  return (
    <div role="status" className="alert alert-info alert-soft mt-4" data-testid="referral-notice">
      <span>{m.referral_notice({ code })}</span>
      <Link to="/auth/register" className="btn btn-sm btn-primary">
        {m.home_cta_register()}
      </Link>
    </div>
  )
}
