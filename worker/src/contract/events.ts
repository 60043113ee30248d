/** Message codes of the order/plan live feed (spec section 4); texts are `event_<CODE>` messages. */
export const planEventCodes = [
  'BUY_SUCCESS',
  'BUY_FAIL',
  'CHANGE_COUNTRY_SUCCESS',
  'CHANGE_COUNTRY_FAIL',
  'INCREASE_AMOUNT_SUCCESS',
  'INCREASE_AMOUNT_FAIL',
  'RENEW_SUCCESS',
  'RENEW_FAIL',
  'INCREASE_BANDWIDTH_SUCCESS',
  'INCREASE_BANDWIDTH_FAIL',
] as const

export type PlanEventCode = (typeof planEventCodes)[number]
