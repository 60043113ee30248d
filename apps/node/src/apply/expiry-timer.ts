import type { NodeProxy } from '@proxy-portal/worker/contract/node-feed'
import { ownerKey } from '../access/authorize.ts'

export type Expiry = { at: number; proxyId: string; ownerKey: string }

/** setTimeout's longest delay; a later end is re-armed when this one fires. */
const LONGEST_MS = 2 ** 31 - 1

/**
 * Ends accesses at their expiresAt even between pulls: one timer for the earliest end, re-armed
 * after it fires, so 10,000 proxies cost one timer, not 10,000.
 */
export class ExpiryTimer {
  private queue: Expiry[] = []
  private timer: NodeJS.Timeout | null = null
  private readonly onExpired: (due: Expiry[]) => void
  private readonly now: () => number

  constructor(onExpired: (due: Expiry[]) => void, now: () => number) {
    this.onExpired = onExpired
    this.now = now
  }

  /** Replaces the schedule with the ends still ahead among these proxies' live accesses. */
  schedule(proxies: Iterable<NodeProxy>): void {
    const now = this.now()
    const queue: Expiry[] = []
    for (const proxy of proxies) {
      for (const access of proxy.access) {
        if (access.expiresAt !== null && access.expiresAt > now && !access.refusal) {
          queue.push({ at: access.expiresAt, proxyId: proxy.id, ownerKey: ownerKey(access) })
        }
      }
    }
    this.queue = queue.sort((a, b) => a.at - b.at)
    this.arm()
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
  }

  private arm(): void {
    this.stop()
    const next = this.queue[0]
    if (!next) return
    this.timer = setTimeout(() => this.fire(), Math.min(LONGEST_MS, Math.max(0, next.at - this.now())))
    this.timer.unref()
  }

  private fire(): void {
    const now = this.now()
    let count = 0
    while (count < this.queue.length && (this.queue[count] as Expiry).at <= now) count++
    const due = this.queue.splice(0, count)
    if (due.length) this.onExpired(due)
    this.arm()
  }
}
