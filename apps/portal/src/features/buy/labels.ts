import type { BandwidthTier, IpMode, IpVersion, PeriodUnit, Product, ProxyKind } from '@proxy-portal/worker/contract/catalogue'
import { m } from '../../paraglide/messages'
import { getLocale } from '../../paraglide/runtime'

export const kindText: Record<ProxyKind, () => string> = { private: m.buy_kind_private, shared: m.buy_kind_shared }
export const ipVersionText: Record<IpVersion, () => string> = { ipv4: () => 'IPv4', ipv6: () => 'IPv6' }
export const ipModeText: Record<IpMode, () => string> = { static: m.buy_mode_static, dynamic: m.buy_mode_dynamic }

const tierTexts: Record<BandwidthTier, () => string> = {
  basic: m.buy_tier_basic,
  advanced: m.buy_tier_advanced,
  premium: m.buy_tier_premium,
  unlimited: m.buy_tier_unlimited,
}

/** A tier's name, with its monthly allowance when it has one ("Basic · 100 GB/month"). */
export function tierText(tier: BandwidthTier, monthlyGb?: number | null): string {
  const name = tierTexts[tier]()
  return monthlyGb ? `${name} · ${m.buy_tier_gb({ gb: monthlyGb })}` : name
}

const periodTexts: Record<PeriodUnit, [one: (p: { count: number }) => string, other: (p: { count: number }) => string]> = {
  day: [m.buy_period_day_one, m.buy_period_day_other],
  week: [m.buy_period_week_one, m.buy_period_week_other],
  month: [m.buy_period_month_one, m.buy_period_month_other],
}

/** "1 month", "3 months", "7 ngày". */
export function periodText(unit: PeriodUnit, count: number): string {
  const [one, other] = periodTexts[unit]
  return count === 1 ? one({ count }) : other({ count })
}

/** "Private static IPv4" / "IPv4 riêng tĩnh": word order is the language's, in the message. */
export function productText(product: Product): string {
  const text = m.buy_product_label({
    kind: kindText[product.kind]().toLocaleLowerCase(getLocale()),
    mode: ipModeText[product.ipMode]().toLocaleLowerCase(getLocale()),
    ip: ipVersionText[product.ipVersion](),
  })
  return text.charAt(0).toLocaleUpperCase(getLocale()) + text.slice(1)
}

const names = new Map<string, Intl.DisplayNames>()

/** A country's name in the reader's language, from its ISO code (ADR 0006: not a message). */
export function countryName(code: string): string {
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
