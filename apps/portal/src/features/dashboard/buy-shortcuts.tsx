import { Link } from '@tanstack/react-router'
import { Boxes, SlidersHorizontal } from 'lucide-react'
import { m } from '../../paraglide/messages'

/** The dashboard's way into buying: by type or by package (/dashboard/tab). */
export function BuyShortcuts() {
  return (
    <section className="card bg-base-100 border-base-300 border" aria-labelledby="buy-shortcuts-title">
      <div className="card-body">
        <h2 id="buy-shortcuts-title" className="card-title">
          {m.dashboard_buy_title()}
        </h2>
        <p className="text-base-content/70">{m.dashboard_buy_text()}</p>
        <div className="card-actions mt-2">
          <Link to="/dashboard/tab" search={{ tab: 'type' }} className="btn btn-primary">
            <SlidersHorizontal className="size-4" aria-hidden="true" />
            {m.buy_by_type()}
          </Link>
          <Link to="/dashboard/tab" search={{ tab: 'package' }} className="btn btn-outline btn-primary">
            <Boxes className="size-4" aria-hidden="true" />
            {m.buy_by_package()}
          </Link>
        </div>
      </div>
    </section>
  )
}
