import type {
  BandwidthTier,
  InventoryKind,
  IpMode,
  IpVersion,
  PeriodUnit,
  Product,
  ProxyStatus,
} from '@proxy-portal/worker/contract/catalogue'
import type { OrderStatus } from '@proxy-portal/worker/contract/orders'
import { m } from '../paraglide/messages'
import { getLocale } from '../paraglide/runtime'

/** The one text of each catalogue and order value, wherever the portal shows it (shop, orders, plan, admin). */
export const kindText: Record<InventoryKind, () => string> = { private: m.kind_private, shared: m.kind_shared, rotating: m.kind_rotating }
// Technical names, the same in every language.
export const ipVersionText: Record<IpVersion, () => string> = { ipv4: () => 'IPv4', ipv6: () => 'IPv6' }
export const ipModeText: Record<IpMode, () => string> = { static: m.mode_static, dynamic: m.mode_dynamic }

export const tierNames: Record<BandwidthTier, () => string> = {
  basic: m.tier_basic,
  advanced: m.tier_advanced,
  premium: m.tier_premium,
  unlimited: m.tier_unlimited,
}

/**
 * A tier's name, with its monthly allowance when it has one: "Basic · 100 GB/month", or for the
 * shared plan, whose allowance is each proxy's, "Basic · 10 GB/proxy/month".
 */
export function tierText(tier: BandwidthTier, monthlyGb?: number | null, perProxy = false): string {
  const name = tierNames[tier]()
  if (!monthlyGb) return name
  return `${name} · ${perProxy ? m.tier_gb_per_proxy({ gb: monthlyGb }) : m.tier_gb({ gb: monthlyGb })}`
}

const periodTexts: Record<PeriodUnit, [one: (p: { count: number }) => string, other: (p: { count: number }) => string]> = {
  day: [m.period_day_one, m.period_day_other],
  week: [m.period_week_one, m.period_week_other],
  month: [m.period_month_one, m.period_month_other],
}

/** "1 month", "3 months", "7 ngày". */
export function periodText(unit: PeriodUnit, count: number): string {
  const [one, other] = periodTexts[unit]
  return count === 1 ? one({ count }) : other({ count })
}

/** The unit alone ("Month"), for picking one. */
export const periodUnitText: Record<PeriodUnit, () => string> = {
  day: m.period_unit_day,
  week: m.period_unit_week,
  month: m.period_unit_month,
}

/** An inventory row's product: a proxy product, or the rotating pool (ADR 0028). */
type InventoryProduct = Omit<Product, 'kind'> & { kind: InventoryKind }

/** "Private static IPv4" / "IPv4 riêng tĩnh": word order is the language's, in the message. */
export function productText(product: InventoryProduct): string {
  const text = m.product_label({
    kind: kindText[product.kind]().toLocaleLowerCase(getLocale()),
    mode: ipModeText[product.ipMode]().toLocaleLowerCase(getLocale()),
    ip: ipVersionText[product.ipVersion](),
  })
  return text.charAt(0).toLocaleUpperCase(getLocale()) + text.slice(1)
}

/** "Private · IPv4 · Static": short, for table cells. */
export const productShortText = (product: InventoryProduct) =>
  `${kindText[product.kind]()} · ${ipVersionText[product.ipVersion]()} · ${ipModeText[product.ipMode]()}`

/** Plan and order statuses share their texts (spec section 4). */
export const orderStatusText: Record<OrderStatus, () => string> = {
  waiting: m.order_status_waiting,
  using: m.order_status_using,
  renewing: m.order_status_renewing,
  increasing_bandwidth: m.order_status_increasing_bandwidth,
  increasing_amount: m.order_status_increasing_amount,
  changing_country: m.order_status_changing_country,
  expired: m.order_status_expired,
  cancelled: m.order_status_cancelled,
  trying: m.order_status_trying,
}

/** An inventory proxy's status, as the admin sees it. */
export const proxyStatusText: Record<ProxyStatus, () => string> = {
  free: m.inventory_status_free,
  sold: m.inventory_status_sold,
  disabled: m.inventory_status_disabled,
}

const names = new Map<string, Intl.DisplayNames>()
/** Names already looked up, by language and code: a lookup took 17 ms of the proxy list's first load. */
const said = new Map<string, string>()

/**
 * A country's name in the reader's language from its ISO code (ADR 0006: not a message); '*', the
 * price list's every-country row, reads "Every country".
 */
export function countryName(code: string): string {
  if (code === '*') return m.country_every()
  const locale = getLocale()
  const key = `${locale} ${code}`
  const known = said.get(key)
  if (known !== undefined) return known
  let display = names.get(locale)
  if (!display) {
    display = new Intl.DisplayNames([locale], { type: 'region' })
    names.set(locale, display)
  }
  let name: string
  try {
    name = display.of(code) ?? code
  } catch {
    name = code
  }
  // Only what a country code can be: a long-lived Worker keeps this map, and a caller can send any text.
  if (/^[A-Z]{2}$/.test(code)) said.set(key, name)
  return name
}

export const countryList = (codes: string[]) => codes.map(countryName).join(', ')
