import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Spinner } from '../../components/ui/spinner'
import { countryList, orderStatusText } from '../../lib/labels'
import { m } from '../../paraglide/messages'
import { PlanBuyForm } from './plan-buy-form'
import type { PlanStart } from './plan-choice'
import { myPlanQuery } from './queries'

/** /proxy-shared: the buy form, or, since a user has one plan at most, the way to the plan they have. */
export function PlanShop({ start }: { start?: PlanStart }) {
  const { data: mine, isPending } = useQuery(myPlanQuery)
  if (isPending) return <Spinner />
  if (!mine) return <PlanBuyForm start={start} />
  return (
    <section className="card bg-base-100 border-base-300 border" aria-labelledby="plan-have-title">
      <div className="card-body items-start">
        <h2 id="plan-have-title" className="card-title">
          {m.plan_have_title()}
        </h2>
        <p>
          {m.plan_have_text({
            amount: mine.plan.amount,
            countries: countryList(mine.plan.countries),
            status: orderStatusText[mine.plan.status](),
          })}
        </p>
        <Link to="/proxy-shared/plan" className="btn btn-primary">
          {m.plan_manage()}
        </Link>
      </div>
    </section>
  )
}
