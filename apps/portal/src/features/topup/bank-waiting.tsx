import { formatXu } from '@proxy-portal/worker/contract/money'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { CircleCheck } from 'lucide-react'
import { useEffect, useState } from 'react'
import { m } from '../../paraglide/messages'
import { checkBankQuery } from './queries'

const SLOW_AFTER_MS = 10 * 60_000

/** After a bank transfer: asks check-bank until the transfer is credited (BANK_PROCESSING until then). */
export function BankWaiting({ since }: { since: number }) {
  const [slow, setSlow] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_AFTER_MS)
    return () => clearTimeout(timer)
  }, [])
  const { data } = useQuery(checkBankQuery(since))
  const credited = data?.filter((topup) => topup.status === 'success') ?? []
  if (credited.length > 0) {
    return (
      <div className="card bg-base-100 border-base-300 border" data-testid="bank-received">
        <div className="card-body items-center text-center">
          <CircleCheck className="text-success size-14" aria-hidden="true" />
          {credited.map((topup) => (
            <p key={topup._id} className="text-lg font-semibold">
              {m.recharge_received({ amount: formatXu(topup.amount + topup.bonus, m.currency_unit()) })}
            </p>
          ))}
          <Link to="/topup/{-$id}" params={{}} className="btn btn-primary mt-2">
            {m.action_topup_again()}
          </Link>
        </div>
      </div>
    )
  }
  return (
    <div className="card bg-base-100 border-base-300 border" aria-live="polite">
      <div className="card-body items-center text-center">
        <span className="loading loading-ring loading-lg text-primary" aria-hidden="true" />
        <p className="text-lg font-semibold">{m.recharge_waiting()}</p>
        <p className="text-base-content/70">{m.recharge_hint()}</p>
        {slow && <p className="text-warning">{m.recharge_slow()}</p>}
        <Link to="/topup/{-$id}" params={{}} className="btn btn-ghost btn-sm mt-2">
          {m.action_back_to_topup()}
        </Link>
      </div>
    </div>
  )
}
