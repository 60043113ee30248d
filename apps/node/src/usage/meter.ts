import type { UsageItem } from '@proxy-portal/worker/contract/node-feed'
import type { Tunnel } from '../serve/tunnels.ts'

/**
 * Takes the bytes open tunnels moved since they were last sampled (client socket read: up,
 * written: down) and sums them per (proxy, owner) until the journal takes them as a batch.
 */
export class Meter {
  private pending = new Map<string, UsageItem>()
  private pendingByOwner = new Map<string, number>()
  /** Every byte sampled since the node started (for bytes per second in the heartbeat). */
  total = 0

  sample(tunnel: Tunnel): void {
    const up = tunnel.socket.bytesRead - tunnel.countedUp
    const down = tunnel.socket.bytesWritten - tunnel.countedDown
    if (up <= 0 && down <= 0) return
    tunnel.countedUp += up
    tunnel.countedDown += down
    const key = `${tunnel.proxyId}\n${tunnel.ownerKey}`
    let item = this.pending.get(key)
    if (!item) {
      item = { proxyId: tunnel.proxyId, owner: tunnel.owner, ownerId: tunnel.ownerId, up: 0, down: 0 }
      this.pending.set(key, item)
    }
    item.up += up
    item.down += down
    this.pendingByOwner.set(tunnel.ownerKey, (this.pendingByOwner.get(tunnel.ownerKey) ?? 0) + up + down)
    this.total += up + down
  }

  /** Bytes of this owner sampled but not yet in a batch. */
  pendingFor(ownerKey: string): number {
    return this.pendingByOwner.get(ownerKey) ?? 0
  }

  /** Hands over what was sampled; the caller writes it to the journal. */
  take(): UsageItem[] {
    const items = [...this.pending.values()]
    this.pending = new Map()
    this.pendingByOwner = new Map()
    return items
  }
}
