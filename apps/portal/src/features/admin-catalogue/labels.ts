import type { BandwidthTier, IpMode, IpVersion, PeriodUnit, Product, ProxyKind, ProxyStatus } from '@proxy-portal/worker/contract/catalogue'
import { m } from '../../paraglide/messages'
import { getLocale } from '../../paraglide/runtime'

export const kindText: Record<ProxyKind, () => string> = { private: m.catalogue_kind_private, shared: m.catalogue_kind_shared }
// Technical names, the same in every language.
export const ipVersionText: Record<IpVersion, () => string> = { ipv4: () => 'IPv4', ipv6: () => 'IPv6' }
export const ipModeText: Record<IpMode, () => string> = { static: m.catalogue_mode_static, dynamic: m.catalogue_mode_dynamic }

export const tierText: Record<BandwidthTier, () => string> = {
  basic: m.catalogue_tier_basic,
  advanced: m.catalogue_tier_advanced,
  premium: m.catalogue_tier_premium,
  unlimited: m.catalogue_tier_unlimited,
}

export const statusText: Record<ProxyStatus, () => string> = {
  free: m.inventory_status_free,
  sold: m.inventory_status_sold,
  disabled: m.inventory_status_disabled,
}

const periodTexts: Record<PeriodUnit, [one: (p: { count: number }) => string, other: (p: { count: number }) => string]> = {
  day: [m.catalogue_period_day_one, m.catalogue_period_day_other],
  week: [m.catalogue_period_week_one, m.catalogue_period_week_other],
  month: [m.catalogue_period_month_one, m.catalogue_period_month_other],
}

/** "1 month", "3 months", "7 ngày". */
export function periodText(unit: PeriodUnit, count: number): string {
  const [one, other] = periodTexts[unit]
  return count === 1 ? one({ count }) : other({ count })
}

export const periodUnitText: Record<PeriodUnit, () => string> = {
  day: m.catalogue_unit_day,
  week: m.catalogue_unit_week,
  month: m.catalogue_unit_month,
}

/** "Private · IPv4 · Static": short, for table cells. */
export const productText = (product: Product) =>
  `${kindText[product.kind]()} · ${ipVersionText[product.ipVersion]()} · ${ipModeText[product.ipMode]()}`

const names = new Map<string, Intl.DisplayNames>()

/** A country's name in the reader's language from its ISO code ('*': every country); names are not messages. */
export function countryName(code: string): string {
  if (code === '*') return m.catalogue_every_country()
  const locale = getLocale()
  let display = names.get(locale)
  if (!display) {
    display = new Intl.DisplayNames([locale], { type: 'region' })
    names.set(locale, display)
  }
  try {
    return display.of(code) ?? code
  } catch {
    return code
  }
}
