import type { BandwidthTierView, DiscountView, PackageView, PriceView } from '../contract/catalogue'
import type { PackageRow, PriceRow } from '../db/catalogue'
import type { bandwidthTierSettings, discounts } from '../db/schema'

export const toPriceView = (row: PriceRow): PriceView => ({
  _id: row.id,
  kind: row.kind,
  ipVersion: row.ipVersion,
  ipMode: row.ipMode,
  countryCode: row.countryCode,
  periodUnit: row.periodUnit,
  periodCount: row.periodCount,
  price: row.price,
  popular: row.popular,
  enabled: row.enabled,
})

export const toPackageView = (row: PackageRow, stock: number): PackageView => ({
  _id: row.id,
  name: row.name,
  description: row.description,
  nameEn: row.nameEn,
  descriptionEn: row.descriptionEn,
  kind: row.kind,
  ipVersion: row.ipVersion,
  ipMode: row.ipMode,
  countryCode: row.countryCode,
  amount: row.amount,
  bandwidthTier: row.bandwidthTier,
  periodUnit: row.periodUnit,
  periodCount: row.periodCount,
  price: row.price,
  renewPrice: row.renewPrice,
  popular: row.popular,
  enabled: row.enabled,
  stock,
})

export const toTierView = (row: typeof bandwidthTierSettings.$inferSelect): BandwidthTierView => ({
  tier: row.tier,
  monthlyGb: row.monthlyGb,
  surchargePercent: row.surchargePercent,
})

export const toDiscountView = (row: typeof discounts.$inferSelect): DiscountView => ({
  _id: row.id,
  minAmount: row.minAmount,
  percent: row.percent,
})
