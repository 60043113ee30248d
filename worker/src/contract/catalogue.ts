import * as v from 'valibot'
import { bandwidthTiers, ipModes, ipVersions, periodUnits, proxyKinds } from './catalogue-values'

export * from './catalogue-values'

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
