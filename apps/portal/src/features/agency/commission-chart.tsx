import { useQuery } from '@tanstack/react-query'
import { m } from '../../paraglide/messages'
import { xu } from './labels'
import { commissionChartQuery } from './queries'

/**
 * Commission earned and paid per shop month, as bars. Plain elements like the admin overview's chart
 * (ADR 0027, amended for agencies in ADR 0030): twelve pairs of bars need no chart library, so there
 * is no chunk to load lazily either.
 */
export function CommissionChart() {
  const { data: months = [] } = useQuery(commissionChartQuery)
  const top = Math.max(1, ...months.flatMap((month) => [month.earned, month.paid]))
  const height = (amount: number) => `${(amount / top) * 100}%`
  return (
    <figure aria-label={m.agency_chart_title()}>
      <div className="flex h-40 items-end gap-1" data-testid="agency-chart">
        {months.map((month) => (
          <div
            key={month.month}
            className="flex h-full flex-1 flex-col justify-end"
            title={`${month.month}: ${m.agency_chart_earned()} ${xu(month.earned)}, ${m.agency_chart_paid()} ${xu(month.paid)}`}
          >
            <div className="flex h-full items-end gap-px">
              <div className="bg-primary flex-1 rounded-t" style={{ height: height(month.earned) }} />
              <div className="bg-secondary flex-1 rounded-t" style={{ height: height(month.paid) }} />
            </div>
            <span className="text-base-content/60 mt-1 text-center text-[10px]">{month.month.slice(5)}</span>
          </div>
        ))}
      </div>
      <figcaption className="mt-2 text-sm">
        <span className="bg-primary mr-1 inline-block size-3 rounded" /> {m.agency_chart_earned()}
        <span className="bg-secondary mr-1 ml-4 inline-block size-3 rounded" /> {m.agency_chart_paid()}
      </figcaption>
    </figure>
  )
}
