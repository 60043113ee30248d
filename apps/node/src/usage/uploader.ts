import { UsageAnswer } from '@proxy-portal/worker/contract/node-feed'
import * as v from 'valibot'
import { type PortalClient, unexpected } from '../portal-client.ts'
import type { Journal } from './journal.ts'

const RETRY_FIRST_MS = 1000
const RETRY_MOST_MS = 30_000

/**
 * Sends the journal's batches to the portal oldest first, each until it is acknowledged; a refused
 * or unanswered batch is sent again later (the portal counts a batch number once), never skipped.
 */
export class Uploader {
  private readonly journal: Journal
  private readonly portal: PortalClient
  private readonly onError: (error: Error | null) => void
  private running = false
  private again = false
  private retryMs = RETRY_FIRST_MS
  private retry: NodeJS.Timeout | null = null

  /** `onError` hears of a batch not taken, and null once one is. */
  constructor(journal: Journal, portal: PortalClient, onError: (error: Error | null) => void) {
    this.journal = journal
    this.portal = portal
    this.onError = onError
  }

  get pending(): number {
    return this.journal.unacknowledged().length
  }

  /** Starts sending (or makes the running round look again once it ends); while backing off, the retry sends it. */
  kick(): void {
    if (this.running) {
      this.again = true
      return
    }
    if (this.retry) return
    this.running = true
    void this.round().finally(() => {
      this.running = false
      if (this.again) {
        this.again = false
        if (!this.retry) this.kick()
      }
    })
  }

  stop(): void {
    if (this.retry) clearTimeout(this.retry)
    this.retry = null
  }

  private async round(): Promise<void> {
    for (const report of this.journal.unacknowledged()) {
      try {
        const answer = await this.portal.call('POST', '/api/sub-server/usage', { body: report })
        if (answer.status !== 200) throw unexpected(`usage batch ${report.seq} refused`, answer)
        const parsed = v.parse(UsageAnswer, JSON.parse(answer.body))
        if (parsed.seq !== report.seq) throw new Error(`usage batch ${report.seq} was answered for batch ${parsed.seq}`)
        await this.journal.acknowledge(report.seq)
        this.retryMs = RETRY_FIRST_MS
        this.onError(null)
      } catch (error) {
        this.onError(error as Error)
        this.retry = setTimeout(() => {
          this.retry = null
          this.kick()
        }, this.retryMs)
        this.retry.unref()
        this.retryMs = Math.min(RETRY_MOST_MS, this.retryMs * 2)
        return
      }
    }
  }
}
