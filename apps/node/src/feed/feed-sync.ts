import { NODE_POLL_SECONDS, type NodeFeed } from '@proxy-portal/worker/contract/node-feed'
import type { PortalClient } from '../portal-client.ts'
import { pullFeed } from './feed-client.ts'
import type { FeedFile } from './feed-file.ts'

type Options = {
  portal: PortalClient
  file: FeedFile
  apply: (feed: NodeFeed) => Promise<void>
  /** After every pull, applied or not (e.g. to retry ports that would not open). */
  afterPull: () => Promise<void>
  fullPullMs: number
  /** A pull that failed (null: one that worked). */
  onError: (error: Error | null) => void
  now: () => number
}

/**
 * Keeps the served feed current: a pull with the served version's ETag every pollSeconds (the
 * feed's, at most 30), at once when a heartbeat says the portal has another version, and now and
 * then without the ETag as a safety net. A feed is saved to disk only once applied.
 */
export class FeedSync {
  version: string | null = null
  appliedAt: number | null = null
  private readonly options: Options
  private pollMs = NODE_POLL_SECONDS * 1000
  private lastFullPull = 0
  private timer: NodeJS.Timeout | null = null
  private pulling: Promise<void> | null = null
  private again = false
  private stopped = false

  constructor(options: Options) {
    this.options = options
  }

  /** Serves the saved feed (if any) before the first pull, so a node restarted while the portal is away still serves. */
  async start(): Promise<void> {
    const saved = await this.options.file.load().catch((error: Error) => {
      this.options.onError(error)
      return null
    })
    if (saved) await this.applied(saved)
    this.lastFullPull = this.options.now()
    this.pullNow()
  }

  /** Pulls now (after the pull under way, if one is). */
  pullNow(): void {
    if (this.stopped) return
    if (this.pulling) {
      this.again = true
      return
    }
    if (this.timer) clearTimeout(this.timer)
    this.pulling = this.pull().finally(() => {
      this.pulling = null
      if (this.stopped) return
      if (this.again) {
        this.again = false
        this.pullNow()
      } else this.schedule()
    })
  }

  stop(): Promise<void> {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
    return this.pulling ?? Promise.resolve()
  }

  private schedule(): void {
    this.timer = setTimeout(() => this.pullNow(), this.pollMs)
    this.timer.unref()
  }

  private async pull(): Promise<void> {
    const full = this.options.now() - this.lastFullPull >= this.options.fullPullMs
    try {
      const pulled = await pullFeed(this.options.portal, full ? null : this.version)
      if (full) this.lastFullPull = this.options.now()
      if (pulled.kind === 'new') {
        await this.applied(pulled.feed)
        await this.options.file.save(pulled.text)
      }
      this.options.onError(null)
    } catch (error) {
      this.options.onError(error as Error)
    }
    await this.options.afterPull().catch((error: Error) => this.options.onError(error))
  }

  private async applied(feed: NodeFeed): Promise<void> {
    await this.options.apply(feed)
    this.version = feed.version
    this.appliedAt = this.options.now()
    this.pollMs = feed.pollSeconds * 1000
  }
}
