import * as v from 'valibot'
import { bandwidthTiers, CountryCode, MAX_ORDER_AMOUNT, Product, periodUnits } from './catalogue'
import { orderStatuses } from './choices'
import { CouponCodeInput, QuoteReductions } from './coupons'
import { errorCodes } from './errors'
import { ListQuery } from './list'

// Kept apart for the portal's addresses, which must not load this module's schemas (choices.ts).
export { orderStatuses }

export type OrderStatus = (typeof orderStatuses)[number]

/** A bought proxy: in use, expired (kept 3 days, renewable), or released back to the pool. */
export const boughtProxyStatuses = ['using', 'expired', 'released'] as const
export type BoughtProxyStatus = (typeof boughtProxyStatuses)[number]

/** What an order's history records (spec: plan log actions, plus the cycle's own steps). */
export const orderActions = [
  'buy',
  'renew',
  'auto_renew',
  'increase_bandwidth',
  'increase_amount',
  'change_country',
  'expire',
  'release',
  /** An admin's free days, and an admin's cancellation (with or without a refund). */
  'admin_extend',
  'cancel',
  /** ADR 0035: selected proxies split off into an order of their own (`split_off` on the parent, `split_from` on the new one). */
  'split_off',
  'split_from',
] as const
export type OrderAction = (typeof orderActions)[number]

const quantity = v.pipe(
  v.number('invalidValue'),
  v.integer('invalidValue'),
  v.minValue(1, 'AMOUNT_PROXY_NOT_VALID'),
  v.maxValue(MAX_ORDER_AMOUNT, 'AMOUNT_PROXY_NOT_VALID'),
)

/**
 * What the customer chooses on /private-proxy; the server computes every price. Orders sell private
 * proxies; shared proxies are sold as the shared plan (/proxy-shared), whose customers share them.
 */
export const OrderChoice = v.object(
  {
    ...Product.entries,
    kind: v.picklist(['private'], 'invalidValue'),
    countryCode: CountryCode,
    amount: quantity,
    bandwidthTier: v.picklist(bandwidthTiers, 'invalidValue'),
    periodUnit: v.picklist(periodUnits, 'invalidValue'),
    periodCount: v.pipe(v.number('invalidValue'), v.integer('invalidValue'), v.minValue(1, 'invalidValue')),
    /** A coupon code typed in the buy form (ADR 0030); empty or left out: none. */
    coupon: CouponCodeInput,
  },
  // A field left out (the country was not chosen) is 'fieldIsEmpty'.
  'fieldIsEmpty',
)
export type OrderChoice = v.InferOutput<typeof OrderChoice>

/** The server's price of a choice (spec: original price, discount, final price, stock, most popular). */
export const Quote = v.object({
  unitPrice: v.number(),
  originalPrice: v.number(),
  discountPercent: v.number(),
  discount: v.number(),
  totalPrice: v.number(),
  renewPrice: v.number(),
  stock: v.number(),
  popular: v.boolean(),
})
export type Quote = v.InferOutput<typeof Quote>

/** An order's quote: the shop's prices, then the agency programme's reductions; `totalPrice` is what is paid. */
export const OrderQuote = v.object({ ...Quote.entries, ...QuoteReductions.entries })
export type OrderQuote = v.InferOutput<typeof OrderQuote>

/** A country whose stock is below what a choice takes from it. */
export const StockShortage = v.object({ countryCode: v.string(), wanted: v.number(), available: v.number() })
export type StockShortage = v.InferOutput<typeof StockShortage>

/**
 * The quote a buy form shows (issue 15: no form shows a price it cannot sell): the price, and what
 * stands between it and a sale now: countries short of stock, and the caller's balance with what it
 * lacks for the total (0 when it is enough). The purchase itself checks both again.
 */
export const PurchaseChecks = v.object({ shortages: v.array(StockShortage), balance: v.number(), balanceShort: v.number() })
export type PurchaseChecks = v.InferOutput<typeof PurchaseChecks>

/** A plan's quote as its form shows it. */
export const PurchaseQuote = v.object({ ...Quote.entries, ...PurchaseChecks.entries })
export type PurchaseQuote = v.InferOutput<typeof PurchaseQuote>

/** An order's quote (the agency programme's lines included) as the buy form shows it. */
export const OrderPurchaseQuote = v.object({ ...OrderQuote.entries, ...PurchaseChecks.entries })
export type OrderPurchaseQuote = v.InferOutput<typeof OrderPurchaseQuote>

/**
 * What renewing one expired order costs now (issue 15: its renew dialog shows it before it can be
 * confirmed): its renewal price, the balance and what it lacks; a renewal keeps its proxies, so no stock is short.
 */
export const OrderRenewQuote = v.object({ totalPrice: v.number(), ...PurchaseChecks.entries })
export type OrderRenewQuote = v.InferOutput<typeof OrderRenewQuote>

/** A ready-made package's quote: its price, renewal price and stock, and what stops it selling now. */
export const PackageQuote = v.object({ totalPrice: v.number(), renewPrice: v.number(), stock: v.number(), ...PurchaseChecks.entries })
export type PackageQuote = v.InferOutput<typeof PackageQuote>

/** Whether a quoted choice can be bought now: every country has the stock it takes and the balance pays the total. */
export const canSell = (quote: PurchaseChecks): boolean => quote.shortages.length === 0 && quote.balanceShort === 0

export const OrderView = v.object({
  _id: v.string(),
  code: v.string(),
  ...Product.entries,
  packageName: v.nullable(v.string()),
  packageNameEn: v.nullable(v.string()),
  countryCode: v.string(),
  amount: v.number(),
  bandwidthTier: v.picklist(bandwidthTiers),
  periodUnit: v.picklist(periodUnits),
  periodCount: v.number(),
  originalPrice: v.number(),
  discount: v.number(),
  totalPrice: v.number(),
  renewPrice: v.number(),
  status: v.picklist(orderStatuses),
  autoRenew: v.boolean(),
  startsAt: v.number(),
  expiresAt: v.number(),
  /** When the expired order's proxies went back to the pool (it can no longer be renewed); null before. */
  releasedAt: v.nullable(v.number()),
  createdAt: v.number(),
  /** The order this one was split off from (ADR 0035), only when it was. */
  splitFrom: v.optional(v.string()),
  userId: v.optional(v.string()),
})
export type OrderView = v.InferOutput<typeof OrderView>

/** One proxy of an order as its owner sees it. */
export const OrderProxyView = v.object({
  _id: v.string(),
  host: v.string(),
  httpPort: v.nullable(v.number()),
  socksPort: v.nullable(v.number()),
  username: v.string(),
  password: v.string(),
  countryCode: v.string(),
  status: v.picklist(boughtProxyStatuses),
  expiresAt: v.number(),
})
export type OrderProxyView = v.InferOutput<typeof OrderProxyView>

export const OrderLogView = v.object({
  _id: v.string(),
  action: v.picklist(orderActions),
  success: v.boolean(),
  price: v.number(),
  note: v.string(),
  createdAt: v.number(),
})
export type OrderLogView = v.InferOutput<typeof OrderLogView>

/** Expired proxies stay with their customer this long (renewable), then go back to the pool. */
export const KEEP_EXPIRED_MS = 3 * 86_400_000

/** Auto-renewal runs within this long before an order's expiry. */
export const AUTO_RENEW_AHEAD_MS = 86_400_000

/** What a purchase, renewal or upgrade answers: the order as it is now, its proxies, the balance after. */
export const OrderAnswer = v.object({ order: OrderView, proxies: v.array(OrderProxyView), balance: v.number() })
export type OrderAnswer = v.InferOutput<typeof OrderAnswer>

export const OrderDetail = v.object({ order: OrderView, proxies: v.array(OrderProxyView), logs: v.array(OrderLogView) })
export type OrderDetail = v.InferOutput<typeof OrderDetail>

export const OrderListQuery = v.object({
  ...ListQuery.entries,
  status: v.optional(v.picklist(orderStatuses, 'invalidValue')),
})
export type OrderListQuery = v.InferOutput<typeof OrderListQuery>

export const OrderIdParam = v.object({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(100, 'tooLong')) })

/** Renew several expired orders, one purchase each, in the order given. */
export const RenewListInput = v.object({
  listOrderId: v.pipe(v.array(OrderIdParam.entries.id), v.minLength(1, 'fieldIsEmpty'), v.maxLength(100, 'tooLong')),
})
export const RenewListAnswer = v.object({
  results: v.array(
    v.object({
      orderId: v.string(),
      ok: v.boolean(),
      code: v.optional(v.picklist(errorCodes)),
      /** Some of the order's proxies were split off and renewed as this new order (ADR 0035). */
      newOrderId: v.optional(v.string()),
    }),
  ),
})
export type RenewListAnswer = v.InferOutput<typeof RenewListAnswer>

export const IncreaseBandwidthInput = v.object({ bandwidth: v.picklist(bandwidthTiers, 'invalidValue') })
export const AutoRenewInput = v.object({ autoRenew: v.boolean('invalidValue') })

/** The price of a bandwidth upgrade before it is made: now, and the order's renewal price after it. */
export const UpgradeQuote = v.object({ price: v.number(), renewPrice: v.number() })
export type UpgradeQuote = v.InferOutput<typeof UpgradeQuote>
