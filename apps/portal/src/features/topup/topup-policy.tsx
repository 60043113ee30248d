import { Link } from '@tanstack/react-router'
import { Info } from 'lucide-react'
import { m } from '../../paraglide/messages'

/** The spec's policy texts: paid in the internal currency, non-refundable, balance not tradable. */
export function TopupPolicy() {
  return (
    <aside className="alert alert-info alert-soft items-start" aria-label={m.policy_title()}>
      <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">{m.policy_title()}</p>
        <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm">
          <li>{m.policy_internal_currency()}</li>
          <li>{m.policy_non_refundable()}</li>
          <li>{m.policy_not_tradable()}</li>
          <li>
            {m.policy_invoice()}{' '}
            <Link to="/create-invoice" className="link">
              {m.action_request_invoice()}
            </Link>
          </li>
        </ul>
      </div>
    </aside>
  )
}
