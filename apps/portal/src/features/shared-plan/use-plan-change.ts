import { formatXu } from '@proxy-portal/worker/contract/money'
import type { PlanChangeChoice } from '@proxy-portal/worker/contract/plans'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { confirm } from '../../components/ui/confirm-dialog'
import { ApiError } from '../../lib/api'
import { useApiMutation } from '../../lib/api-mutation'
import { m } from '../../paraglide/messages'
import { showOrderResult } from '../orders/order-result-store'
import type { Shown } from './call-result'
import { actionText } from './labels'
import { planCalls, planChange } from './plan-calls'
import { changePriceQuery } from './queries'

const doneTexts = {
  increase_amount: m.event_INCREASE_AMOUNT_SUCCESS,
  increase_bandwidth: m.event_INCREASE_BANDWIDTH_SUCCESS,
  change_country: m.event_CHANGE_COUNTRY_SUCCESS,
  renew: m.event_RENEW_SUCCESS,
} as const

/** A paid change of the plan: the server's price first, in the confirm dialog, then the change. */
export function usePlanChange() {
  const queryClient = useQueryClient()
  const { run, busy } = useApiMutation(planChange)
  const [shown, setShown] = useState<Shown>(null)
  const change = async (choice: PlanChangeChoice): Promise<boolean> => {
    setShown(null)
    let price: number
    try {
      price = await queryClient.fetchQuery(changePriceQuery(choice))
    } catch (error) {
      setShown({ ok: false, code: error instanceof ApiError ? error.code : 'UNKNOW_ERROR' })
      return false
    }
    const sure = await confirm({
      title: actionText(choice.action),
      text: m.plan_change_confirm_text({ action: actionText(choice.action), price: formatXu(price, m.currency_unit()) }),
      confirmLabel: m.plan_change_confirm_yes(),
      cancelLabel: m.action_cancel(),
    })
    if (!sure) return false
    const done = await run((keyed) => planCalls.change(choice, keyed), choice)
    if (!done.ok) {
      setShown(done)
      return false
    }
    // The order result dialog, as for every order: once, whether this answer or the live event comes first.
    showOrderResult({ isSuccess: true, text: doneTexts[choice.action](), planId: done.value.plan._id })
    return true
  }
  return { change, busy, shown }
}
