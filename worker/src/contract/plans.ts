import * as v from 'valibot'
import { bandwidthTiers, CountryCode, periodUnits } from './catalogue'
import { ExportChoice } from './export-formats'
import { orderStatuses } from './orders'

/** Plan ids start with this, so a live event's planId tells a plan from an order. */
export const PLAN_ID_PREFIX = 'pl_'
export const isPlanId = (id: string) => id.startsWith(PLAN_ID_PREFIX)

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

/** The largest plan, and the most countries one plan spreads over. */
export const MAX_PLAN_AMOUNT = 5000
export const MAX_PLAN_COUNTRIES = 10

/** The statuses a plan passes through while a change runs (spec section 4): `check-plan` answers PLAN_PROCESSING meanwhile. */
export const planChangeStatuses = ['renewing', 'increasing_bandwidth', 'increasing_amount', 'changing_country'] as const
export type PlanChangeStatus = (typeof planChangeStatuses)[number]

/** A number of proxies; whether it is a valid amount (a multiple of 50) the server answers with AMOUNT_PROXY_NOT_VALID. */
const amount = v.number('invalidValue')
const countries = v.pipe(
  v.array(CountryCode, 'invalidValue'),
  v.minLength(1, 'fieldIsEmpty'),
  v.maxLength(MAX_PLAN_COUNTRIES, 'tooLong'),
  v.check((list) => new Set(list).size === list.length, 'invalidValue'),
)
const period = {
  periodUnit: v.picklist(periodUnits, 'invalidValue'),
  periodCount: v.pipe(v.number('invalidValue'), v.integer('invalidValue'), v.minValue(1, 'invalidValue'), v.maxValue(36, 'invalidValue')),
}
const tier = v.picklist(bandwidthTiers, 'invalidValue')

/** What a customer chooses on /proxy-shared; the server prices it (`POST /api/plan/quote`) and buys it (`create`). */
export const PlanChoice = v.object({ amount, countries, bandwidthTier: tier, ...period })
export type PlanChoice = v.InferOutput<typeof PlanChoice>

export const PlanIncreaseAmountInput = v.object({ amount })
export const PlanIncreaseBandwidthInput = v.object({ bandwidth: tier })
export const PlanChangeCountryInput = v.object({ countries })
export const PlanRenewInput = v.object(period)

/** The price of a change before it is made (`POST /api/plan/quote-change`): what the confirm dialog shows. */
export const PlanChangeChoice = v.variant('action', [
  v.object({ action: v.literal('increase_amount'), ...PlanIncreaseAmountInput.entries }),
  v.object({ action: v.literal('increase_bandwidth'), ...PlanIncreaseBandwidthInput.entries }),
  v.object({ action: v.literal('change_country'), ...PlanChangeCountryInput.entries }),
  v.object({ action: v.literal('renew'), ...PlanRenewInput.entries }),
])
export type PlanChangeChoice = v.InferOutput<typeof PlanChangeChoice>
export const PlanChangePrice = v.object({ price: v.number() })

/** Auth IPs as typed: one IPv4 per line (the rule answers INVALID_IP or SAME_OLD_AUTH_IP). */
export const AuthIpInput = v.object({ authIp: v.pipe(v.string('invalidValue'), v.maxLength(1000, 'tooLong')) })

/** Export formats the plan page offers: `ip:port:user:pass`, `user:pass@ip:port`, or URLs. */
export const planExportFormats = ['colon', 'at', 'http', 'socks5'] as const
export type PlanExportFormat = (typeof planExportFormats)[number]
/** The plan's export takes every export format (CSV, JSON, a custom template too), by the same names. */
export const PlanExportQuery = ExportChoice

/** The trial takes no choice but its country, which can only be the US (TEST_ON_USA_PROXY otherwise). */
export const TrialChoice = v.object({ countryCode: v.optional(v.string('invalidValue')) })

/** One shared proxy of a plan or trial; the credentials are the plan's (or trial's) own. */
export const SharedProxyView = v.object({
  _id: v.string(),
  host: v.string(),
  httpPort: v.nullable(v.number()),
  socksPort: v.nullable(v.number()),
  countryCode: v.string(),
  /** Taken out of service by an admin: `synchronized-plan` replaces it. */
  disabled: v.boolean(),
})
export type SharedProxyView = v.InferOutput<typeof SharedProxyView>

export const PlanView = v.object({
  _id: v.string(),
  amount: v.number(),
  countries: v.array(v.string()),
  bandwidthTier: v.picklist(bandwidthTiers),
  /** Tier's monthly GB x amount; null: unlimited. */
  bandwidthTotalGb: v.nullable(v.number()),
  bandwidthUsedMb: v.number(),
  authIps: v.array(v.string()),
  username: v.string(),
  password: v.string(),
  status: v.picklist(orderStatuses),
  processing: v.boolean(),
  monthlyPrice: v.number(),
  startsAt: v.number(),
  expiresAt: v.number(),
  /** When an expired plan's proxies went back to the pool (3 days after expiry); renewing claims new ones. */
  releasedAt: v.nullable(v.number()),
  createdAt: v.number(),
})
export type PlanView = v.InferOutput<typeof PlanView>

export const MyPlan = v.object({ plan: PlanView, proxies: v.array(SharedProxyView) })
export type MyPlan = v.InferOutput<typeof MyPlan>

/** A plan call's answer: the plan after it, and the balance after the money it took. */
export const PlanAnswer = v.object({ plan: PlanView, balance: v.number() })

export const PlanCheck = v.object({ hasPlan: v.boolean(), status: v.nullable(v.picklist(orderStatuses)), processing: v.boolean() })
export type PlanCheck = v.InferOutput<typeof PlanCheck>

export const PlanLogView = v.object({
  _id: v.string(),
  action: v.picklist(planActions),
  success: v.boolean(),
  price: v.number(),
  note: v.string(),
  createdAt: v.number(),
})
export type PlanLogView = v.InferOutput<typeof PlanLogView>

/** A country on sale with how many shared proxies still have room for one more customer. */
export const PlanCountryView = v.object({ countryCode: v.string(), available: v.number() })
export type PlanCountryView = v.InferOutput<typeof PlanCountryView>

export const TrialView = v.object({
  _id: v.string(),
  countryCode: v.string(),
  amount: v.number(),
  authIps: v.array(v.string()),
  username: v.string(),
  password: v.string(),
  status: v.picklist(['trying', 'expired']),
  expiresAt: v.number(),
  createdAt: v.number(),
  proxies: v.array(SharedProxyView),
})
export type TrialView = v.InferOutput<typeof TrialView>
