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

/** Every open tunnel, by proxy, so access that ends closes exactly that proxy's tunnels. */
export class Tunnels {
  private nextId = 1
  private readonly byProxy = new Map<string, Set<Tunnel>>()
  private readonly byOwner = new Map<string, Set<Tunnel>>()
  private readonly bySocket = new WeakMap<Socket, Tunnel>()
  private readonly onClosed: (tunnel: Tunnel) => void
  size = 0

  /** `onClosed` takes a tunnel's last bytes just before it is forgotten. */
  constructor(onClosed: (tunnel: Tunnel) => void) {
    this.onClosed = onClosed
  }

  /** The tunnel a client socket belongs to, if it was let in. */
  of(socket: Socket): Tunnel | undefined {
    return this.bySocket.get(socket)
  }

  open(fields: Omit<Tunnel, 'id' | 'countedUp' | 'countedDown'>): Tunnel {
    const tunnel: Tunnel = { ...fields, id: this.nextId++, countedUp: 0, countedDown: 0 }
    this.bySocket.set(tunnel.socket, tunnel)
    this.index(tunnel)
    tunnel.socket.once('close', () => this.forget(tunnel))
    return tunnel
  }

  /** A keep-alive HTTP connection whose next request came in with another login or into another proxy. */
  move(tunnel: Tunnel, fields: Pick<Tunnel, 'proxyId' | 'owner' | 'ownerId' | 'ownerKey' | 'exitAddress' | 'login'>): void {
    this.unindex(tunnel)
    Object.assign(tunnel, fields)
    this.index(tunnel)
  }

  ofProxy(proxyId: string): Tunnel[] {
    return [...(this.byProxy.get(proxyId) ?? [])]
  }

  ofOwner(ownerKey: string): Tunnel[] {
    return [...(this.byOwner.get(ownerKey) ?? [])]
  }

  hasOwner(ownerKey: string): boolean {
    return this.byOwner.has(ownerKey)
  }

  *all(): Iterable<Tunnel> {
    for (const set of this.byProxy.values()) yield* set
  }

  /** Ends a tunnel now; its bytes so far are still counted (on close). */
  close(tunnel: Tunnel): void {
    tunnel.socket.destroy()
  }

  private forget(tunnel: Tunnel): void {
    if (!this.unindex(tunnel)) return
    this.onClosed(tunnel)
  }

  private index(tunnel: Tunnel): void {
    add(this.byProxy, tunnel.proxyId, tunnel)
    add(this.byOwner, tunnel.ownerKey, tunnel)
    this.size++
  }

  private unindex(tunnel: Tunnel): boolean {
    if (!remove(this.byProxy, tunnel.proxyId, tunnel)) return false
    remove(this.byOwner, tunnel.ownerKey, tunnel)
    this.size--
    return true
  }
}

function add(index: Map<string, Set<Tunnel>>, key: string, tunnel: Tunnel): void {
  const set = index.get(key)
  if (set) set.add(tunnel)
  else index.set(key, new Set([tunnel]))
}

function remove(index: Map<string, Set<Tunnel>>, key: string, tunnel: Tunnel): boolean {
  const set = index.get(key)
  if (!set?.delete(tunnel)) return false
  if (set.size === 0) index.delete(key)
  return true
}
