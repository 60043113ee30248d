import ipaddr from 'ipaddr.js'

/**
 * Where the checker may connect (issue 12, item 13; ADR 0024). It dials what customers type, so it
 * must not become a way to reach the operator's own network: loopback, private (RFC 1918, IPv6
 * unique-local), carrier-grade NAT, link-local, unspecified, broadcast and multicast addresses are
 * refused, and so are the IPv6 forms that carry an IPv4 address to somewhere else (NAT64, 6to4,
 * Teredo). An IPv4-mapped IPv6 address is judged as the IPv4 address it is. Local mode and the tests
 * allow loopback (CHECK_ALLOW_LOOPBACK), where their proxies listen.
 */
const REFUSED = new Set([
  'unspecified',
  'broadcast',
  'multicast',
  'linkLocal',
  'loopback',
  'carrierGradeNat',
  'private',
  'uniqueLocal',
  'deprecatedSiteLocal',
  'rfc6052',
  'rfc6145',
  '6to4',
  'teredo',
])

/** Whether an address literal may be dialled; anything that is not an address is refused. */
export function addressAllowed(address: string, allowLoopback: boolean): boolean {
  if (!ipaddr.isValid(address)) return false
  const range = ipaddr.process(address).range()
  if (range === 'loopback') return allowLoopback
  return !REFUSED.has(range)
}

/** Names that mean this machine without asking DNS (RFC 6761): `localhost` and anything under it. */
export const isLoopbackName = (host: string) => /(^|\.)localhost\.?$/i.test(host)

/** Where the portal itself is reached (from the request that asked for the check; unknown to cron). */
export type PortalEndpoint = { host: string; port: number }

export function portalEndpointOf(url: URL): PortalEndpoint {
  return { host: url.hostname.replace(/^\[|\]$/g, ''), port: Number(url.port) || (url.protocol === 'https:' ? 443 : 80) }
}

const sameHost = (a: string, b: string) => a.replace(/\.$/, '').toLowerCase() === b.replace(/\.$/, '').toLowerCase()

/**
 * The portal's own host: every port of it when it has a public name or address (the Worker would call
 * itself or the machine it runs on), only its own port when it runs on loopback (local mode, where the
 * proxies under test listen on loopback too).
 */
export function isPortal(host: string, port: number, portal: PortalEndpoint | null): boolean {
  if (!portal || !sameHost(host, portal.host)) return false
  const portalOnLoopback =
    isLoopbackName(portal.host) || (ipaddr.isValid(portal.host) && ipaddr.process(portal.host).range() === 'loopback')
  return !portalOnLoopback || port === portal.port
}
