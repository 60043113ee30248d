import type { IpMode, IpVersion, ProxyKind } from '../contract/catalogue'

/**
 * The demo's one proxy node: the node program `npm start` runs on this machine (ADR 0018). Customers
 * connect to 127.0.0.1 on each proxy's own ports; traffic leaves from a loopback address of its own
 * (127.0.0.2 upwards) or, for IPv6 proxies, an address of fd00:7696::/64 (a unique-local prefix the
 * local node binds as AnyIP when it runs as root).
 */
export const DEMO_NODE_ID = 'demo-node-local'
export const demoNode = {
  id: DEMO_NODE_ID,
  name: 'local-01',
  host: '127.0.0.1',
  countryCode: 'VN',
  note: 'npm start: the node program on this machine',
  ipv6Prefix: 'fd00:7696::/64',
} as const

type Group = { countryCode: string; kind: ProxyKind; ipVersion: IpVersion; ipMode: IpMode; count: number; status: 'free' | 'disabled' }
type Stock = Partial<
  Record<'privateStatic' | 'privateDynamic' | 'sharedStatic' | 'sharedDynamic' | 'ipv6' | 'ipv6Dynamic' | 'ipv6Shared', number>
>

const products = {
  privateStatic: { kind: 'private', ipVersion: 'ipv4', ipMode: 'static' },
  privateDynamic: { kind: 'private', ipVersion: 'ipv4', ipMode: 'dynamic' },
  sharedStatic: { kind: 'shared', ipVersion: 'ipv4', ipMode: 'static' },
  sharedDynamic: { kind: 'shared', ipVersion: 'ipv4', ipMode: 'dynamic' },
  ipv6: { kind: 'private', ipVersion: 'ipv6', ipMode: 'static' },
  ipv6Dynamic: { kind: 'private', ipVersion: 'ipv6', ipMode: 'dynamic' },
  ipv6Shared: { kind: 'shared', ipVersion: 'ipv6', ipMode: 'static' },
} as const

/**
 * Free stock per country, like a live shop's: every country on sale and every product priced has
 * some (Korea is listed off sale, without stock: demo-data.ts). The big markets hold 50 or more shared IPv4 each, so a plan of 50 fits one country (plans
 * spread over countries equally; 25 each in the others fit one of two).
 */
const stock: Record<string, Stock> = {
  VN: { privateStatic: 60, sharedStatic: 60, ipv6: 40, ipv6Shared: 20 },
  US: { privateDynamic: 30, sharedStatic: 60, sharedDynamic: 20, ipv6: 30, ipv6Dynamic: 20, ipv6Shared: 20 },
  SG: { privateStatic: 40, privateDynamic: 20, sharedStatic: 50, sharedDynamic: 10, ipv6: 60, ipv6Dynamic: 10, ipv6Shared: 10 },
  JP: { privateStatic: 30, privateDynamic: 10, sharedStatic: 50, ipv6: 20 },
  HK: { privateStatic: 15, privateDynamic: 10, sharedStatic: 25 },
  TH: { privateStatic: 15, sharedStatic: 25 },
  ID: { privateStatic: 15, sharedStatic: 25 },
  IN: { privateStatic: 15, sharedStatic: 25, ipv6: 10 },
  DE: { privateStatic: 15, privateDynamic: 10, sharedStatic: 25, ipv6: 10 },
  GB: { privateStatic: 15, privateDynamic: 10, sharedStatic: 25 },
  FR: { privateStatic: 15, sharedStatic: 25 },
  NL: { privateStatic: 15, sharedStatic: 25, ipv6: 10 },
  CA: { privateStatic: 15, sharedStatic: 25 },
  AU: { privateStatic: 15, sharedStatic: 25 },
}

/**
 * Sold out on purpose, so the dashboard's out-of-stock notices show: US private static IPv4 and
 * Vietnamese dynamic proxies exist but are turned off (an admin can put them back on sale), as are
 * the packages made of them.
 */
const soldOut: Group[] = [
  { countryCode: 'US', ...products.privateStatic, count: 10, status: 'disabled' },
  { countryCode: 'VN', ...products.privateDynamic, count: 5, status: 'disabled' },
]

const groups: Group[] = [
  ...Object.entries(stock).flatMap(([countryCode, counts]) =>
    Object.entries(counts).map(([product, count]) => ({
      countryCode,
      ...products[product as keyof Stock],
      count,
      status: 'free' as const,
    })),
  ),
  ...soldOut,
]

/**
 * Listen ports: HTTP from 20000 and SOCKS5 from 24000, one each per proxy, all below Linux's
 * ephemeral range (32768 up), so an outgoing connection never takes a port a proxy listens on.
 */
export const DEMO_HTTP_PORTS = 20_000
export const DEMO_SOCKS_PORTS = 24_000

/** The n-th IPv4 exit: 127.0.0.2 upwards, 250 per third octet (never .0, .1 or .255 of any). */
const ipv4Exit = (n: number) => `127.0.${Math.floor(n / 250)}.${(n % 250) + 2}`
const ipv6Exit = (n: number) => `fd00:7696::${(n + 1).toString(16)}`

/** A password that looks like one and is the same on every run. */
const password = (group: number, index: number) => `Px${((group + 1) * 7919 + index * 104_729).toString(36)}${index % 10}`

/** Every demo proxy, on the demo node: each with its own ports and its own exit address. */
export function demoProxies(now: number) {
  let ipv4 = 0
  let ipv6 = 0
  let port = 0
  return groups.flatMap((group, at) =>
    Array.from({ length: group.count }, (_, index) => {
      const slot = port++
      return {
        id: `demo-proxy-${at}-${index}`,
        subServerId: DEMO_NODE_ID,
        host: demoNode.host,
        httpPort: DEMO_HTTP_PORTS + slot,
        socksPort: DEMO_SOCKS_PORTS + slot,
        exitAddress: group.ipVersion === 'ipv6' ? ipv6Exit(ipv6++) : ipv4Exit(ipv4++),
        username: `${group.countryCode.toLowerCase()}${at}u${index + 1}`,
        password: password(at, index),
        countryCode: group.countryCode,
        ipVersion: group.ipVersion,
        ipMode: group.ipMode,
        kind: group.kind,
        status: group.status,
        createdAt: now,
        updatedAt: now,
      }
    }),
  )
}
