import { formatXu } from '@proxy-portal/worker/contract/money'
import type { PlanChangeChoice } from '@proxy-portal/worker/contract/plans'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { confirm } from '../../components/ui/confirm-dialog'
import { ApiError, api, unwrap } from '../../lib/api'
import { m } from '../../paraglide/messages'
import { showOrderResult } from '../orders/order-result-store'
import type { Shown } from './call-result'
import { actionText } from './labels'
import { changePriceQuery } from './queries'
import { usePlanCall, withKey } from './use-plan-call'

function send(choice: PlanChangeChoice, key: string) {
  const plan = api().api.plan
  switch (choice.action) {
    case 'increase_amount':
      return unwrap(plan['increase-amount'].$post({ json: { amount: choice.amount } }, withKey(key)))
    case 'increase_bandwidth':
      return unwrap(plan['increase-bandwidth'].$post({ json: { bandwidth: choice.bandwidth } }, withKey(key)))
    case 'change_country':
      return unwrap(plan['change-country'].$post({ json: { countries: choice.countries } }, withKey(key)))
    case 'renew':
      return unwrap(plan.renew.$post({ json: { periodUnit: choice.periodUnit, periodCount: choice.periodCount } }, withKey(key)))
  }
}

const doneTexts = {
  increase_amount: m.event_INCREASE_AMOUNT_SUCCESS,
  increase_bandwidth: m.event_INCREASE_BANDWIDTH_SUCCESS,
  change_country: m.event_CHANGE_COUNTRY_SUCCESS,
  renew: m.event_RENEW_SUCCESS,
} as const

/** A paid change of the plan: the server's price first, in the confirm dialog, then the change. */
export function usePlanChange() {
  const queryClient = useQueryClient()
  const { run, busy } = usePlanCall()
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
    const done = await run(choice, (key) => send(choice, key))
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
