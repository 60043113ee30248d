import * as v from 'valibot'

/** Plan log actions (spec section 3). */
export const planActions = ['buy', 'renew', 'increase_bandwidth', 'increase_amount', 'change_country'] as const
export type PlanAction = (typeof planActions)[number]

/** A shared plan's amount comes in steps of 50 (spec section 5). */
export const PLAN_AMOUNT_STEP = 50
/** How many customers (plans and trials) one shared proxy serves at a time. */
export const SHARED_PROXY_CAPACITY = 5
/** The free trial: US proxies only, this many, for this long (spec: new users get 10 proxies). */
export const TRIAL_COUNTRY = 'US'
export const TRIAL_AMOUNT = 10
export const TRIAL_MS = 60 * 60_000
/** At most this many auth IPs per proxy, plan or trial (spec section 5). */
export const MAX_AUTH_IPS = 3

export const PlanAmount = v.pipe(
  v.number('invalidValue'),
  v.integer('invalidValue'),
  v.minValue(PLAN_AMOUNT_STEP, 'AMOUNT_PROXY_NOT_VALID'),
  v.multipleOf(PLAN_AMOUNT_STEP, 'AMOUNT_PROXY_NOT_VALID'),
)
