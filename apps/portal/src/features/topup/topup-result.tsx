import type { TopupView } from '@proxy-portal/worker/contract/ledger'
import { formatXu } from '@proxy-portal/worker/contract/money'
import { useQuery } from '@tanstack/react-query'
import { CircleCheck, CircleX, Clock } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Spinner } from '../../components/ui/spinner'
import { useApiMutation } from '../../lib/api-mutation'
import { m } from '../../paraglide/messages'
import { SESSION_KEY } from '../session/session-query'
import { MONEY_KEY, topupQuery } from './queries'
import { confirmReturn, type ReturnParams } from './return-calls'

const looks = {
  success: { icon: CircleCheck, tone: 'text-success' },
  processing: { icon: Clock, tone: 'text-warning' },
  failed: { icon: CircleX, tone: 'text-error' },
  cancelled: { icon: CircleX, tone: 'text-base-content/60' },
  reversed: { icon: CircleX, tone: 'text-error' },
} as const

function texts(topup: TopupView, cancelled: boolean): { title: string; text: string } {
  const unit = m.currency_unit()
  // Back from a cancel link: the payment was not made (the provider's order just lapses).
  const status = cancelled && topup.status === 'processing' ? 'cancelled' : topup.status
  switch (status) {
    case 'success':
      return { title: m.topup_success_title(), text: m.result_success_text({ amount: formatXu(topup.amount + topup.bonus, unit) }) }
    case 'processing':
      return { title: m.result_processing_title(), text: m.result_processing_text() }
    case 'failed':
      return { title: m.result_failed_title(), text: m.result_failed_text() }
    case 'cancelled':
      return { title: m.result_cancelled_title(), text: m.result_cancelled_text() }
    case 'reversed':
      return { title: m.result_reversed_title(), text: m.result_reversed_text() }
  }
}

/**
 * The page a payment returns to: asks the provider (PayPal capture, card or bytepay check) once, then
 * shows the top-up as the server has it. Only the provider's confirmation credits; this page never does.
 */
export function TopupResult({ id, params }: { id: string; params: ReturnParams }) {
  const { data: topup, error } = useQuery(topupQuery(id))
  // Whatever the provider says, the page then shows the top-up (and the balance) as the server has it.
  const { run } = useApiMutation({ refresh: [MONEY_KEY, SESSION_KEY], handles: true })
  const asked = useRef(false)
  useEffect(() => {
    if (!topup || asked.current) return
    asked.current = true
    void run((keyed) => confirmReturn(topup, params, keyed))
  }, [topup, params, run])

  if (error) return null
  if (!topup) return <Spinner />
  const cancelled = Boolean(params.cancelled) && topup.status === 'processing'
  const { icon: Icon, tone } = looks[cancelled ? 'cancelled' : topup.status]
  const { title, text } = texts(topup, cancelled)
  return (
    <section className="card bg-base-100 border-base-300 mb-6 border" aria-live="polite" data-testid="topup-result">
      <div className="card-body items-center text-center">
        <Icon className={`size-14 ${tone}`} aria-hidden="true" />
        <h2 className="card-title">{title}</h2>
        <p className="text-base-content/70">{text}</p>
        {topup.status === 'processing' && !cancelled && <span className="loading loading-dots" aria-hidden="true" />}
        {topup.status === 'processing' && !cancelled && topup.method === 'card' && (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => void run((keyed) => confirmReturn(topup, { cancelled: true }, keyed))}
          >
            {m.action_cancel_payment()}
          </button>
        )}
      </div>
    </section>
  )
}
