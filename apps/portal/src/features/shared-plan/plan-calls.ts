import type { PlanChangeChoice, PlanChoice } from '@proxy-portal/worker/contract/plans'
import { api, unwrap } from '../../lib/api'
import type { Keyed } from '../../lib/api-mutation'
import { ORDERS_KEY } from '../orders/queries'
import { SESSION_KEY } from '../session/session-query'
import { PLAN_KEY } from './queries'

/**
 * A plan or trial change, run by the mutation helper with what is asked, so a call lost on the network
 * and asked again replays instead of paying twice. The caller shows a failure beside its form; after
 * any answer the plan, the balance, the money lists and the dashboard's counts (under the orders) are read again.
 */
export const planChange = { refresh: [PLAN_KEY, SESSION_KEY, ['money'], ORDERS_KEY], handles: true } as const

const plan = () => api().api.plan

export const planCalls = {
  create: (json: PlanChoice, keyed: Keyed) => unwrap(plan().create.$post({ json }, keyed)),
  change: (choice: PlanChangeChoice, keyed: Keyed) => {
    switch (choice.action) {
      case 'increase_amount':
        return unwrap(plan()['increase-amount'].$post({ json: { amount: choice.amount } }, keyed))
      case 'increase_bandwidth':
        return unwrap(plan()['increase-bandwidth'].$post({ json: { bandwidth: choice.bandwidth } }, keyed))
      case 'change_country':
        return unwrap(plan()['change-country'].$post({ json: { countries: choice.countries } }, keyed))
      case 'renew':
        return unwrap(plan().renew.$post({ json: { periodUnit: choice.periodUnit, periodCount: choice.periodCount } }, keyed))
    }
  },
  authIp: (authIp: string, keyed: Keyed) => unwrap(plan().authIp.$post({ json: { authIp } }, keyed)),
  reload: (keyed: Keyed) => unwrap(plan()['synchronized-plan'].$post({}, keyed)),
  startTrial: (countryCode: string, keyed: Keyed) => unwrap(api().api.trial.create.$post({ json: { countryCode } }, keyed)),
  trialAuthIp: (authIp: string, keyed: Keyed) => unwrap(api().api.trial.authIp.$post({ json: { authIp } }, keyed)),
}
