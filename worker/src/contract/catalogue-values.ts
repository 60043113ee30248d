// The catalogue's plain values, apart from its schemas (catalogue.ts): the portal's addresses, price list
// and buy form read them on public pages, whose code must not bring valibot along (ADR 0038).

/** What the shop sells (spec sections 1 and 3): private or shared, IPv4 or IPv6, static or dynamic. */
export const proxyKinds = ['private', 'shared'] as const
export const ipVersions = ['ipv4', 'ipv6'] as const
export const ipModes = ['static', 'dynamic'] as const
export const bandwidthTiers = ['basic', 'advanced', 'premium', 'unlimited'] as const

/**
 * What an inventory proxy is for: sold as a private or a shared proxy, or the rotating pool rotating
 * keys take their endpoints and exits from (ADR 0028); rotating proxies are never sold as proxies.
 */
export const inventoryKinds = [...proxyKinds, 'rotating'] as const
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

/** A product's stock key, as the stock list and the buy form's links name it ('private:ipv4:static'). */
export const stockKey = (product: { kind: ProxyKind; ipVersion: IpVersion; ipMode: IpMode }) =>
  `${product.kind}:${product.ipVersion}:${product.ipMode}`
