import type { UsageReport } from '@proxy-portal/worker/contract/node-feed'
import type { NodeConfig } from '../config.ts'
import type { Served } from '../served.ts'
import type { Journal } from './journal.ts'
import type { Uploader } from './uploader.ts'

/**
 * The metering beat: every meterMs the open tunnels are sampled and what they moved becomes a
 * numbered batch on disk, then goes to the portal; every allowanceCheckMs owners with an allowance
 * are checked, so a tunnel is stopped at the limit rather than when it closes.
 */
export class UsageClock {
  private readonly served: Served
  private readonly journal: Journal
  private readonly uploader: Uploader
  private readonly config: NodeConfig
  private readonly now: () => number
  private readonly onError: (error: Error | null) => void
  private timers: NodeJS.Timeout[] = []
  private from: number
  /** Numbered but not yet on disk (the disk refused): written before anything newer. */
  private unwritten: UsageReport[] = []
  private flushing: Promise<void> = Promise.resolve()

  constructor(options: {
    served: Served
    journal: Journal
    uploader: Uploader
    config: NodeConfig
    now: () => number
    onError: (error: Error | null) => void
  }) {
    this.served = options.served
    this.journal = options.journal
    this.uploader = options.uploader
    this.config = options.config
    this.now = options.now
    this.onError = options.onError
    this.from = options.now()
  }

  start(): void {
    this.timers = [
      setInterval(() => void this.flush(), this.config.meterMs),
      setInterval(() => this.served.checkAllowances(), this.config.allowanceCheckMs),
    ]
  }

  stop(): void {
    for (const timer of this.timers) clearInterval(timer)
    this.timers = []
  }

  /** Samples every open tunnel and writes what was taken as the next batches, one flush after another (batches reach the disk in number order). */
  flush(): Promise<void> {
    const run = this.flushing.then(() => this.flushOnce())
    this.flushing = run.catch(() => {})
    return run
  }

  private async flushOnce(): Promise<void> {
    for (const tunnel of this.served.tunnels.all()) this.served.meter.sample(tunnel)
    const items = this.served.meter.take()
    const to = this.now()
    if (items.length) {
      const reports = this.journal.reserve(items, this.from, Math.max(to, this.from))
      for (const report of reports) this.served.allowances.add(report)
      this.unwritten.push(...reports)
      this.from = to
    }
    if (!this.unwritten.length) return
    const writing = this.unwritten
    this.unwritten = []
    try {
      await this.journal.persist(writing)
      this.onError(null)
      this.uploader.kick()
    } catch (error) {
      this.unwritten = [...writing, ...this.unwritten]
      this.onError(error as Error)
    }
  }
}
