import { Link } from '@tanstack/react-router'
import { m } from '../paraglide/messages'

/** Log in and Register, for visitors. */
export function GuestActions() {
  return (
    <div className="flex gap-2">
      <Link to="/auth/login" className="btn btn-ghost btn-sm">
        {m.action_login()}
      </Link>
      <Link to="/auth/register" className="btn btn-primary btn-sm hidden sm:inline-flex">
        {m.action_register()}
      </Link>
    </div>
  )
}
