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

/** At most this many live pages per user (ADR 0021); a newer one closes the oldest with the code below. */
export const LIVE_SOCKETS_PER_USER = 5
/** The live channel's close code for a page pushed out by newer ones: it waits to be looked at before reconnecting. */
export const LIVE_CLOSED_TOO_MANY = 4008
