import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import { BlockList, isIP, type LookupFunction } from 'node:net'
import type { NodeProxy } from '@proxy-portal/worker/contract/node-feed'

/**
 * Addresses a customer must not reach through a proxy (the node's own loopback services, private
 * networks, link-local, multicast): squid's default config denies to_localhost for the same reason.
 */
const privateRanges = new BlockList()
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 3],
] as const)
  privateRanges.addSubnet(net, bits, 'ipv4')
for (const [net, bits] of [
  ['::', 127],
  ['::ffff:0:0', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  privateRanges.addSubnet(net, bits, 'ipv6')

export const isPrivateAddress = (address: string): boolean => {
  const family = isIP(address)
  return family !== 0 && privateRanges.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

/** Why a target cannot be reached from this exit before any connection is tried; null: try it. */
export type TargetProblem = 'family' | 'private' | null

/** For literal addresses: an IPv6 exit cannot reach an IPv4 literal (and the other way round). */
export function literalTargetProblem(host: string, family: 4 | 6, allowPrivate: boolean): TargetProblem {
  const bare = host.startsWith('[') ? host.slice(1, -1) : host
  const literal = isIP(bare)
  if (literal === 0) return null
  if (literal !== family) return 'family'
  return !allowPrivate && isPrivateAddress(bare) ? 'private' : null
}

/** Where a proxy's traffic leaves from: its exit address, its family, and names resolved to that family only. */
export type Egress = { localAddress: string; family: 4 | 6; lookup: LookupFunction }

const lookups = new Map<string, LookupFunction>()

function lookupFor(family: 4 | 6, allowPrivate: boolean): LookupFunction {
  const key = `${family}${allowPrivate}`
  const known = lookups.get(key)
  if (known) return known
  const lookup: LookupFunction = (hostname, options, callback) => {
    dnsLookup(hostname, { family, all: true }, (error, addresses) => {
      const allowed = allowPrivate ? addresses : addresses.filter((entry) => !isPrivateAddress(entry.address))
      if (error || allowed.length === 0) {
        const code = error?.code ?? 'EACCES'
        const failure = Object.assign(new Error(`${hostname}: ${error ? error.message : 'a private address'}`), { code })
        return (callback as (error: Error, address: string, family: number) => void)(failure, '', family)
      }
      // net.connect asks for every address when it may race them (autoSelectFamily); else one.
      if ((options as { all?: boolean }).all) return (callback as (error: null, addresses: LookupAddress[]) => void)(null, allowed)
      const [first] = allowed as [LookupAddress]
      callback(null, first.address, first.family)
    })
  }
  lookups.set(key, lookup)
  return lookup
}

/** Each proxy's egress, made once per proxy object (a feed replaces the object when the proxy changes). */
const egresses = new WeakMap<NodeProxy, Egress & { allowPrivate: boolean }>()

export function egressFor(proxy: NodeProxy, allowPrivate: boolean): Egress {
  const made = egresses.get(proxy)
  if (made?.allowPrivate === allowPrivate) return made
  const family = proxy.ipVersion === 'ipv6' ? 6 : 4
  const egress = { localAddress: proxy.exitAddress, family, lookup: lookupFor(family, allowPrivate), allowPrivate } as const
  egresses.set(proxy, egress)
  return egress
}
