import type { NodeAccess, NodeProxy, NodeRefusal } from '@proxy-portal/worker/contract/node-feed'

/** A login as a client sent it (HTTP Basic proxy authorization or RFC 1929). */
export type Login = { username: string; password: string }

/** Which way into which proxy a client came in by. */
export type Match = { proxy: NodeProxy; access: NodeAccess; via: 'login' | 'ip' }

/** The owner an access counts usage and allowance for: a plan's allowance spans all its proxies. */
export const ownerKey = (access: Pick<NodeAccess, 'owner' | 'ownerId'>): string => `${access.owner}:${access.ownerId}`

/** A listener on `::` sees IPv4 clients as ::ffff:a.b.c.d; auth IPs are plain IPv4. */
export const normaliseIp = (address: string): string => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')

/**
 * Whether a password is the expected one, in time that depends only on the expected one's length, so a
 * client cannot learn a password from how fast it is refused. Done on the strings themselves: two
 * buffers for crypto.timingSafeEqual per request were a measurable part of a request's cost.
 */
export function same(given: string, expected: string): boolean {
  let difference = given.length ^ expected.length
  for (let at = 0; at < expected.length; at++) difference |= (given.charCodeAt(at) | 0) ^ expected.charCodeAt(at)
  return difference === 0
}

/**
 * Who a client is among the proxies served on one listener: a right login first, else an access
 * that lets the client's address in without one (3proxy's "iponly strong" order); null: unknown (407).
 * The address may be asked for only when needed: a socket's peer address is a system call (getpeername,
 * ~5% of the node's CPU on a connection per request), and a right login does not need it.
 */
export function findAccess(proxies: readonly NodeProxy[], login: Login | null, clientIp: string | (() => string)): Match | null {
  if (login) {
    for (const proxy of proxies) {
      for (const access of proxy.access) {
        if (access.username === login.username && same(login.password, access.password)) return { proxy, access, via: 'login' }
      }
    }
  }
  const ip = normaliseIp(typeof clientIp === 'string' ? clientIp : clientIp())
  for (const proxy of proxies) {
    for (const access of proxy.access) if (access.authIps.includes(ip)) return { proxy, access, via: 'ip' }
  }
  return null
}

/** Whether any proxy on a listener lets this address in without a login (SOCKS5 method 0x00). */
export const ipHasAccess = (proxies: readonly NodeProxy[], clientIp: string): boolean => findAccess(proxies, null, clientIp) !== null

/**
 * Why a known client is kept out now: the portal's refusal, its end passed (the node enforces
 * expiresAt itself between pulls), or its allowance used up; null lets it in.
 */
export function refusalOf(access: NodeAccess, now: number, remainingBytes: number | null): NodeRefusal | null {
  if (access.refusal) return access.refusal
  if (access.expiresAt !== null && access.expiresAt <= now) return 'expired'
  if (remainingBytes !== null && remainingBytes <= 0) return 'quota'
  return null
}
