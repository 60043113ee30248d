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

/**
 * 445 proxies of four countries. Deliberately none free of US private static IPv4 (its ten are
 * turned off) and of Vietnamese dynamic proxies: the dashboard's out-of-stock notices come from this.
 */
const groups: Group[] = [
  { countryCode: 'VN', kind: 'private', ipVersion: 'ipv4', ipMode: 'static', count: 60, status: 'free' },
  { countryCode: 'VN', kind: 'shared', ipVersion: 'ipv4', ipMode: 'static', count: 40, status: 'free' },
  { countryCode: 'VN', kind: 'private', ipVersion: 'ipv6', ipMode: 'static', count: 30, status: 'free' },
  { countryCode: 'VN', kind: 'private', ipVersion: 'ipv4', ipMode: 'dynamic', count: 5, status: 'disabled' },
  { countryCode: 'US', kind: 'private', ipVersion: 'ipv4', ipMode: 'static', count: 10, status: 'disabled' },
  { countryCode: 'US', kind: 'shared', ipVersion: 'ipv4', ipMode: 'static', count: 40, status: 'free' },
  { countryCode: 'US', kind: 'private', ipVersion: 'ipv4', ipMode: 'dynamic', count: 20, status: 'free' },
  { countryCode: 'US', kind: 'private', ipVersion: 'ipv6', ipMode: 'static', count: 30, status: 'free' },
  { countryCode: 'SG', kind: 'private', ipVersion: 'ipv4', ipMode: 'static', count: 50, status: 'free' },
  { countryCode: 'SG', kind: 'shared', ipVersion: 'ipv4', ipMode: 'static', count: 30, status: 'free' },
  { countryCode: 'SG', kind: 'private', ipVersion: 'ipv4', ipMode: 'dynamic', count: 20, status: 'free' },
  { countryCode: 'SG', kind: 'private', ipVersion: 'ipv6', ipMode: 'static', count: 60, status: 'free' },
  { countryCode: 'JP', kind: 'private', ipVersion: 'ipv4', ipMode: 'static', count: 30, status: 'free' },
  { countryCode: 'JP', kind: 'shared', ipVersion: 'ipv4', ipMode: 'static', count: 20, status: 'free' },
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
