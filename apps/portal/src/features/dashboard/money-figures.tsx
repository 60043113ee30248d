import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Money } from '../../components/ui/money'
import { m } from '../../paraglide/messages'
import { dashboardQuery } from './dashboard-query'

/**
 * The balance (with the way to top up) and what this month's purchases cost, less refunds. Both figures
 * at the top of their tile (a stat's grid rows stretch, which sank the one without a button).
 */
export function MoneyFigures() {
  const view = useQuery(dashboardQuery).data
  if (!view) return null
  return (
    <div className="stats stats-vertical sm:stats-horizontal border-base-300 w-full border" data-testid="money-figures">
      <div className="stat content-start" data-testid="dashboard-balance">
        <div className="stat-title">{m.dashboard_balance()}</div>
        <div className="stat-value text-2xl">
          <Money xu={view.balance} />
        </div>
        <div className="stat-actions mt-2">
          <Link to="/topup/{-$id}" params={{}} className="btn btn-primary btn-sm">
            {m.dashboard_topup()}
          </Link>
        </div>
      </div>
      <div className="stat content-start" data-testid="dashboard-spent">
        <div className="stat-title">{m.dashboard_spent_month()}</div>
        <div className="stat-value text-2xl">
          <Money xu={view.spentThisMonth} />
        </div>
      </div>
    </div>
  )
}
