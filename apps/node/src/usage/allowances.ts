import type { NodeAccess, NodeFeed, UsageReport } from '@proxy-portal/worker/contract/node-feed'
import { ownerKey } from '../access/authorize.ts'

type Counted = NodeFeed['countedUsage']

/**
 * What each owner may still move on this node: the feed's allowanceBytes was counted up to the
 * feed's countedUsage; what this node moved since (later batches, and bytes not yet in a batch)
 * comes off it here (contract: NodeAccess.allowanceBytes).
 */
export class Allowances {
  private readonly epoch: string
  private readonly pendingFor: (ownerKey: string) => number
  /** Batches of this node's epoch the portal had not counted when the served feed was made. */
  private readonly uncounted = new Map<number, Map<string, number>>()
  private readonly uncountedByOwner = new Map<string, number>()
  private countedSeq = 0
  /** Owners with an allowance in the served feed: the smallest of their accesses' figures. */
  limits = new Map<string, number>()

  constructor(epoch: string, pendingFor: (ownerKey: string) => number) {
    this.epoch = epoch
    this.pendingFor = pendingFor
  }

  /** A batch was numbered: its bytes now count as moved-but-not-counted until a feed counts them. */
  add(report: UsageReport): void {
    if (report.epoch !== this.epoch || report.seq <= this.countedSeq || this.uncounted.has(report.seq)) return
    const sums = new Map<string, number>()
    for (const item of report.items) {
      const key = ownerKey(item)
      sums.set(key, (sums.get(key) ?? 0) + item.up + item.down)
    }
    this.uncounted.set(report.seq, sums)
    for (const [key, bytes] of sums) this.uncountedByOwner.set(key, (this.uncountedByOwner.get(key) ?? 0) + bytes)
  }

  /** A new feed: its allowances count this node's batches up to `counted`. */
  served(counted: Counted, accesses: Iterable<NodeAccess>): void {
    this.countedSeq = counted?.epoch === this.epoch ? counted.seq : 0
    for (const [seq, sums] of this.uncounted) {
      if (seq > this.countedSeq) continue
      this.uncounted.delete(seq)
      for (const [key, bytes] of sums) {
        const left = (this.uncountedByOwner.get(key) ?? 0) - bytes
        if (left > 0) this.uncountedByOwner.set(key, left)
        else this.uncountedByOwner.delete(key)
      }
    }
    const limits = new Map<string, number>()
    for (const access of accesses) {
      if (access.allowanceBytes === null) continue
      const key = ownerKey(access)
      limits.set(key, Math.min(limits.get(key) ?? Number.POSITIVE_INFINITY, access.allowanceBytes))
    }
    this.limits = limits
  }

  /** Bytes this access's owner may still move; null: no allowance. */
  remaining(access: Pick<NodeAccess, 'owner' | 'ownerId' | 'allowanceBytes'>): number | null {
    if (access.allowanceBytes === null) return null
    const key = ownerKey(access)
    return Math.min(access.allowanceBytes, this.limits.get(key) ?? Number.POSITIVE_INFINITY) - this.usedSince(key)
  }

  /** Bytes an owner with an allowance may still move. */
  remainingOf(key: string): number {
    return (this.limits.get(key) ?? Number.POSITIVE_INFINITY) - this.usedSince(key)
  }

  private usedSince(key: string): number {
    return (this.uncountedByOwner.get(key) ?? 0) + this.pendingFor(key)
  }
}
