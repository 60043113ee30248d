import type { Socket } from 'node:net'
import type { NodeProxy, NodeRefusal } from '@proxy-portal/worker/contract/node-feed'
import { findAccess, type Login, ownerKey, refusalOf } from '../access/authorize.ts'
import { type Egress, egressFor, literalTargetProblem } from './egress.ts'
import type { Tunnel, Tunnels } from './tunnels.ts'

/** What a listener does with a client: let it through (from the proxy's exit), ask for a login, or refuse with a reason. */
export type Admission =
  | { kind: 'in'; tunnel: Tunnel; egress: Egress }
  | { kind: 'login' }
  | { kind: 'refused'; reason: NodeRefusal | 'target' | 'family' }

export type AdmitRequest = { listenerKey: string; socket: Socket; login: Login | null; targetHost: string }

/** The client's address, asked of its socket only when an auth IP is to be checked. */
const peerOf = (socket: Socket) => () => socket.remoteAddress ?? ''

/**
 * The one place that decides who gets into which proxy, for both protocols. `served` is swapped
 * whole when a feed is applied, so a listener always reads one feed's view.
 */
export class Gate {
  served = new Map<string, NodeProxy[]>()
  private readonly tunnels: Tunnels
  private readonly remaining: (access: NodeProxy['access'][number]) => number | null
  private readonly beforeMove: (tunnel: Tunnel) => void
  private readonly allowPrivate: boolean
  private readonly now: () => number

  constructor(options: {
    tunnels: Tunnels
    remaining: (access: NodeProxy['access'][number]) => number | null
    /** Counts a keep-alive connection's bytes so far for its old owner before it changes hands. */
    beforeMove: (tunnel: Tunnel) => void
    allowPrivate: boolean
    now: () => number
  }) {
    this.tunnels = options.tunnels
    this.remaining = options.remaining
    this.beforeMove = options.beforeMove
    this.allowPrivate = options.allowPrivate
    this.now = options.now
  }

  proxiesOn(listenerKey: string): readonly NodeProxy[] {
    return this.served.get(listenerKey) ?? []
  }

  /** Whether a login (or, without one, the client's address) gets into some proxy here, refused or not. */
  knows(listenerKey: string, login: Login | null, clientIp: string): boolean {
    return findAccess(this.proxiesOn(listenerKey), login, clientIp) !== null
  }

  admit(request: AdmitRequest): Admission {
    const match = findAccess(this.proxiesOn(request.listenerKey), request.login, peerOf(request.socket))
    if (!match) return { kind: 'login' }
    const reason = refusalOf(match.access, this.now(), this.remaining(match.access))
    if (reason) return { kind: 'refused', reason }
    const egress = egressFor(match.proxy, this.allowPrivate)
    const problem = literalTargetProblem(request.targetHost, egress.family, this.allowPrivate)
    if (problem) return { kind: 'refused', reason: problem === 'private' ? 'target' : 'family' }
    const login = match.via === 'login' ? request.login : null
    const key = ownerKey(match.access)
    const known = this.tunnels.of(request.socket)
    if (!known) {
      const tunnel = this.tunnels.open({
        listenerKey: request.listenerKey,
        proxyId: match.proxy.id,
        owner: match.access.owner,
        ownerId: match.access.ownerId,
        ownerKey: key,
        exitAddress: match.proxy.exitAddress,
        login,
        socket: request.socket,
      })
      return { kind: 'in', egress, tunnel }
    }
    if (known.proxyId !== match.proxy.id || known.ownerKey !== key || known.exitAddress !== match.proxy.exitAddress) {
      this.beforeMove(known)
      this.tunnels.move(known, {
        proxyId: match.proxy.id,
        owner: match.access.owner,
        ownerId: match.access.ownerId,
        ownerKey: key,
        exitAddress: match.proxy.exitAddress,
        login,
      })
    } else known.login = login
    return { kind: 'in', egress, tunnel: known }
  }

  /** Whether an open tunnel may stay after its proxy changed: the same owner still gets in the same way, unrefused, from the same exit. */
  stillAllowed(tunnel: Tunnel): boolean {
    const proxy = this.proxiesOn(tunnel.listenerKey).find((candidate) => candidate.id === tunnel.proxyId)
    if (!proxy || proxy.exitAddress !== tunnel.exitAddress) return false
    const match = findAccess([proxy], tunnel.login, peerOf(tunnel.socket))
    return (
      match !== null && ownerKey(match.access) === tunnel.ownerKey && !refusalOf(match.access, this.now(), this.remaining(match.access))
    )
  }
}
