import * as v from 'valibot'

/** What the shop sells (spec sections 1 and 3): private or shared, IPv4 or IPv6, static or dynamic. */
export const proxyKinds = ['private', 'shared'] as const
/**
 * What an inventory proxy is for: sold as a private or a shared proxy, or the rotating pool rotating
 * keys take their endpoints and exits from (ADR 0028); rotating proxies are never sold as proxies.
 */
export const inventoryKinds = [...proxyKinds, 'rotating'] as const
export const ipVersions = ['ipv4', 'ipv6'] as const
export const ipModes = ['static', 'dynamic'] as const
export const bandwidthTiers = ['basic', 'advanced', 'premium', 'unlimited'] as const
export const periodUnits = ['day', 'week', 'month'] as const
/** An inventory proxy: free to sell, sold (held by a customer), or taken out of sale by an admin. */
export const proxyStatuses = ['free', 'sold', 'disabled'] as const

export type ProxyKind = (typeof proxyKinds)[number]
export type InventoryKind = (typeof inventoryKinds)[number]
export type IpVersion = (typeof ipVersions)[number]
export type IpMode = (typeof ipModes)[number]
export type BandwidthTier = (typeof bandwidthTiers)[number]
export type PeriodUnit = (typeof periodUnits)[number]
export type ProxyStatus = (typeof proxyStatuses)[number]

/** Most proxies one order may buy (spec: quantity cannot exceed the maximum). */
export const MAX_ORDER_AMOUNT = 500

const DAY_MS = 86_400_000
/** A period's length: a month is 30 days, so every period has one length wherever it starts. */
export function periodMs(unit: PeriodUnit, count: number): number {
  const days = unit === 'day' ? 1 : unit === 'week' ? 7 : 30
  return count * days * DAY_MS
}

/** A period in days (the unit the price rules compare: "under one month" is under 30 days). */
export const periodDays = (unit: PeriodUnit, count: number) => periodMs(unit, count) / DAY_MS

export const CountryCode = v.pipe(v.string('invalidValue'), v.regex(/^[A-Z]{2}$/, 'invalidValue'))

/** One proxy product, the key of its stock and of its price list. */
export const Product = v.object({
  kind: v.picklist(proxyKinds, 'invalidValue'),
  ipVersion: v.picklist(ipVersions, 'invalidValue'),
  ipMode: v.picklist(ipModes, 'invalidValue'),
})
export type Product = v.InferOutput<typeof Product>

export const PriceView = v.object({
  _id: v.string(),
  ...Product.entries,
  /** '*': every country without a price of its own. */
  countryCode: v.string(),
  periodUnit: v.picklist(periodUnits),
  periodCount: v.number(),
  price: v.number(),
  popular: v.boolean(),
  enabled: v.boolean(),
})
export type PriceView = v.InferOutput<typeof PriceView>

export const BandwidthTierView = v.object({
  tier: v.picklist(bandwidthTiers),
  monthlyGb: v.nullable(v.number()),
  surchargePercent: v.number(),
})
export type BandwidthTierView = v.InferOutput<typeof BandwidthTierView>

export const DiscountView = v.object({ _id: v.string(), minAmount: v.number(), percent: v.number() })
export type DiscountView = v.InferOutput<typeof DiscountView>

export const PackageView = v.object({
  _id: v.string(),
  name: v.string(),
  description: v.string(),
  nameEn: v.string(),
  descriptionEn: v.string(),
  ...Product.entries,
  countryCode: v.string(),
  amount: v.number(),
  bandwidthTier: v.picklist(bandwidthTiers),
  periodUnit: v.picklist(periodUnits),
  periodCount: v.number(),
  price: v.number(),
  renewPrice: v.number(),
  popular: v.boolean(),
  enabled: v.boolean(),
  stock: v.number(),
})
export type PackageView = v.InferOutput<typeof PackageView>

/** A country with what is in stock there, per product (`${kind}:${ipVersion}:${ipMode}` -> free proxies). */
export const CountryView = v.object({
  code: v.string(),
  enabled: v.boolean(),
  stock: v.record(v.string(), v.number()),
})
export type CountryView = v.InferOutput<typeof CountryView>

export const stockKey = (product: Product) => `${product.kind}:${product.ipVersion}:${product.ipMode}`
