import type { PlanAction } from '@proxy-portal/worker/contract/plans'
import { m } from '../../paraglide/messages'

const actionTexts: Record<PlanAction, () => string> = {
  buy: m.plan_action_buy,
  renew: m.plan_action_renew,
  increase_bandwidth: m.plan_action_increase_bandwidth,
  increase_amount: m.plan_action_increase_amount,
  change_country: m.plan_action_change_country,
}

/** What a plan log row did (a plan's own words, not an order's). */
export const actionText = (action: PlanAction) => actionTexts[action]()
