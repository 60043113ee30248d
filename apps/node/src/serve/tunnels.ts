import type { Socket } from 'node:net'
import type { NodeOwnerKind } from '@proxy-portal/worker/contract/node-feed'
import type { Login } from '../access/authorize.ts'

/**
 * One client connection let into a proxy: a SOCKS5 session, a CONNECT tunnel or a keep-alive HTTP
 * connection. Its client socket's byte counts are the usage (read: up, written: down); `counted*`
 * is what the meter has already taken.
 */
export type Tunnel = {
  id: number
  listenerKey: string
  proxyId: string
  owner: NodeOwnerKind
  ownerId: string
  ownerKey: string
  exitAddress: string
  /** How it got in, so a changed feed can ask again whether it still may. */
  login: Login | null
  socket: Socket
  countedUp: number
  countedDown: number
}

/**
 * The tunnel a client socket belongs to, kept on the socket itself: a WeakMap entry per connection made
 * every garbage collection walk the map's entries (ephemerons), a cost paid per request when each
 * request comes on a connection of its own.
 */
const TUNNEL = Symbol('tunnel')
type TunnelSocket = Socket & { [TUNNEL]?: Tunnel }

/**
 * The tunnels of one proxy or one owner, as a list linked through the tunnels themselves: a tunnel
 * joins and leaves in constant time, without the per-object hash a Set needs for every new tunnel.
 */
type Chain = { first: Tunnel | null; size: number }
type Links = { proxyPrev: Tunnel | null; proxyNext: Tunnel | null; ownerPrev: Tunnel | null; ownerNext: Tunnel | null }
type Linked = Tunnel & Links
type Side = { key: 'proxyId' | 'ownerKey'; prev: 'proxyPrev' | 'ownerPrev'; next: 'proxyNext' | 'ownerNext' }
const BY_PROXY: Side = { key: 'proxyId', prev: 'proxyPrev', next: 'proxyNext' }
const BY_OWNER: Side = { key: 'ownerKey', prev: 'ownerPrev', next: 'ownerNext' }

/** Every open tunnel, by proxy, so access that ends closes exactly that proxy's tunnels. */
export class Tunnels {
  private nextId = 1
  private readonly byProxy = new Map<string, Chain>()
  private readonly byOwner = new Map<string, Chain>()
  private readonly onClosed: (tunnel: Tunnel) => void
  size = 0

  /** `onClosed` takes a tunnel's last bytes just before it is forgotten. */
  constructor(onClosed: (tunnel: Tunnel) => void) {
    this.onClosed = onClosed
  }

  /** The tunnel a client socket belongs to, if it was let in. */
  of(socket: Socket): Tunnel | undefined {
    return (socket as TunnelSocket)[TUNNEL]
  }

  open(fields: Omit<Tunnel, 'id' | 'countedUp' | 'countedDown'>): Tunnel {
    const tunnel: Linked = {
      id: this.nextId++,
      listenerKey: fields.listenerKey,
      proxyId: fields.proxyId,
      owner: fields.owner,
      ownerId: fields.ownerId,
      ownerKey: fields.ownerKey,
      exitAddress: fields.exitAddress,
      login: fields.login,
      socket: fields.socket,
      countedUp: 0,
      countedDown: 0,
      proxyPrev: null,
      proxyNext: null,
      ownerPrev: null,
      ownerNext: null,
    }
    ;(tunnel.socket as TunnelSocket)[TUNNEL] = tunnel
    this.index(tunnel)
    // `on`, not `once`: a socket closes once, and `once` wraps each listener in two more objects.
    tunnel.socket.on('close', () => this.forget(tunnel))
    return tunnel
  }

  /** A keep-alive HTTP connection whose next request came in with another login or into another proxy. */
  move(tunnel: Tunnel, fields: Pick<Tunnel, 'proxyId' | 'owner' | 'ownerId' | 'ownerKey' | 'exitAddress' | 'login'>): void {
    if (!this.unindex(tunnel as Linked)) return
    Object.assign(tunnel, fields)
    this.index(tunnel as Linked)
  }

  ofProxy(proxyId: string): Tunnel[] {
    return listOf(this.byProxy.get(proxyId), BY_PROXY)
  }

  ofOwner(ownerKey: string): Tunnel[] {
    return listOf(this.byOwner.get(ownerKey), BY_OWNER)
  }

  hasOwner(ownerKey: string): boolean {
    return this.byOwner.has(ownerKey)
  }

  *all(): Iterable<Tunnel> {
    for (const chain of this.byProxy.values()) yield* listOf(chain, BY_PROXY)
  }

  /** Ends a tunnel now; its bytes so far are still counted (on close). */
  close(tunnel: Tunnel): void {
    tunnel.socket.destroy()
  }

  private forget(tunnel: Linked): void {
    if (!this.unindex(tunnel)) return
    this.onClosed(tunnel)
  }

  private index(tunnel: Linked): void {
    join(this.byProxy, tunnel, BY_PROXY)
    join(this.byOwner, tunnel, BY_OWNER)
    this.size++
  }

  private unindex(tunnel: Linked): boolean {
    if (!leave(this.byProxy, tunnel, BY_PROXY)) return false
    leave(this.byOwner, tunnel, BY_OWNER)
    this.size--
    return true
  }
}

function join(index: Map<string, Chain>, tunnel: Linked, side: Side): void {
  const key = tunnel[side.key]
  let chain = index.get(key)
  if (!chain) {
    chain = { first: null, size: 0 }
    index.set(key, chain)
  }
  const first = chain.first as Linked | null
  tunnel[side.prev] = null
  tunnel[side.next] = first
  if (first) first[side.prev] = tunnel
  chain.first = tunnel
  chain.size++
}

function leave(index: Map<string, Chain>, tunnel: Linked, side: Side): boolean {
  const key = tunnel[side.key]
  const chain = index.get(key)
  if (!chain) return false
  const prev = tunnel[side.prev] as Linked | null
  const next = tunnel[side.next] as Linked | null
  if (prev) prev[side.next] = next
  else if (chain.first === tunnel) chain.first = next
  else return false
  if (next) next[side.prev] = prev
  tunnel[side.prev] = null
  tunnel[side.next] = null
  if (--chain.size === 0) index.delete(key)
  return true
}

function listOf(chain: Chain | undefined, side: Side): Tunnel[] {
  const tunnels: Tunnel[] = []
  for (let at = (chain?.first ?? null) as Linked | null; at; at = at[side.next] as Linked | null) tunnels.push(at)
  return tunnels
}
