import type { IpMode, IpVersion, ProxyKind } from '../contract/catalogue'

/** Demo proxy nodes: documentation addresses (TEST-NET, RFC 5737; 2001:db8::/32, RFC 3849), never real hosts. */
export const demoSubServers = [
  { id: 'demo-node-hn-01', name: 'hn-01', host: '203.0.113.1', countryCode: 'VN', note: 'Hà Nội, Viettel IDC' },
  { id: 'demo-node-sg-01', name: 'sg-01', host: '198.51.100.1', countryCode: 'SG', note: 'Singapore' },
  { id: 'demo-node-us-01', name: 'us-east-01', host: '192.0.2.1', countryCode: 'US', note: 'Virginia' },
  { id: 'demo-node-jp-01', name: 'tokyo-01', host: 'tokyo-01.proxy.example.net', countryCode: 'JP', note: 'Tokyo' },
] as const

type Group = {
  node: (typeof demoSubServers)[number]['id']
  kind: ProxyKind
  ipVersion: IpVersion
  ipMode: IpMode
  count: number
  status: 'free' | 'disabled'
}

/**
 * 445 proxies in four countries. Deliberately none free of US private static IPv4 (its ten are
 * turned off) and of Vietnamese dynamic proxies: the dashboard's out-of-stock notices come from this.
 */
const groups: Group[] = [
  { node: 'demo-node-hn-01', kind: 'private', ipVersion: 'ipv4', ipMode: 'static', count: 60, status: 'free' },
  { node: 'demo-node-hn-01', kind: 'shared', ipVersion: 'ipv4', ipMode: 'static', count: 40, status: 'free' },
  { node: 'demo-node-hn-01', kind: 'private', ipVersion: 'ipv6', ipMode: 'static', count: 30, status: 'free' },
  { node: 'demo-node-hn-01', kind: 'private', ipVersion: 'ipv4', ipMode: 'dynamic', count: 5, status: 'disabled' },
  { node: 'demo-node-us-01', kind: 'private', ipVersion: 'ipv4', ipMode: 'static', count: 10, status: 'disabled' },
  { node: 'demo-node-us-01', kind: 'shared', ipVersion: 'ipv4', ipMode: 'static', count: 40, status: 'free' },
  { node: 'demo-node-us-01', kind: 'private', ipVersion: 'ipv4', ipMode: 'dynamic', count: 20, status: 'free' },
  { node: 'demo-node-us-01', kind: 'private', ipVersion: 'ipv6', ipMode: 'static', count: 30, status: 'free' },
  { node: 'demo-node-sg-01', kind: 'private', ipVersion: 'ipv4', ipMode: 'static', count: 50, status: 'free' },
  { node: 'demo-node-sg-01', kind: 'shared', ipVersion: 'ipv4', ipMode: 'static', count: 30, status: 'free' },
  { node: 'demo-node-sg-01', kind: 'private', ipVersion: 'ipv4', ipMode: 'dynamic', count: 20, status: 'free' },
  { node: 'demo-node-sg-01', kind: 'private', ipVersion: 'ipv6', ipMode: 'static', count: 60, status: 'free' },
  { node: 'demo-node-jp-01', kind: 'private', ipVersion: 'ipv4', ipMode: 'static', count: 30, status: 'free' },
  { node: 'demo-node-jp-01', kind: 'shared', ipVersion: 'ipv4', ipMode: 'static', count: 20, status: 'free' },
]

const ipv4Blocks: Record<string, string> = { VN: '203.0.113', SG: '198.51.100', US: '192.0.2', JP: '203.0.113' }
const ipv6Prefixes: Record<string, string> = { VN: '2001:db8:84', SG: '2001:db8:65', US: '2001:db8:1', JP: '2001:db8:81' }

/** A password that looks like one and is the same on every run. */
const password = (group: number, index: number) => `Px${((group + 1) * 7919 + index * 104_729).toString(36)}${index % 10}`

/** Every demo proxy: each group on its own ports, so no two share an endpoint; HTTP and SOCKS5 on each. */
export function demoProxies(now: number) {
  return groups.flatMap((group, at) => {
    const node = demoSubServers.find((server) => server.id === group.node)
    const country = node?.countryCode ?? 'VN'
    return Array.from({ length: group.count }, (_, index) => {
      const httpPort = 8000 + at * 10 + Math.floor(index / 200)
      const host =
        group.ipVersion === 'ipv6'
          ? `${ipv6Prefixes[country]}::${(index + 1).toString(16)}`
          : `${ipv4Blocks[country]}.${10 + (index % 200)}`
      return {
        id: `demo-proxy-${at}-${index}`,
        subServerId: group.node,
        host,
        httpPort,
        socksPort: httpPort + 10_000,
        username: `${country.toLowerCase()}${at}u${index + 1}`,
        password: password(at, index),
        countryCode: country,
        ipVersion: group.ipVersion,
        ipMode: group.ipMode,
        kind: group.kind,
        status: group.status,
        createdAt: now,
        updatedAt: now,
      }
    })
  })
}
