import { type Heartbeat, HeartbeatAnswer, NODE_HEARTBEAT_SECONDS } from '@proxy-portal/worker/contract/node-feed'
import * as v from 'valibot'
import { type PortalClient, unexpected } from './portal-client.ts'

/** Tells the portal how the node is, every heartbeatSeconds; the answer names the portal's feed version. */
export class HeartbeatLoop {
  private readonly portal: PortalClient
  private readonly status: () => Heartbeat
  private readonly onAnswer: (answer: HeartbeatAnswer) => void
  private readonly onError: (error: Error) => void
  private everyMs = NODE_HEARTBEAT_SECONDS * 1000
  private timer: NodeJS.Timeout | null = null
  private stopped = false
  private started = false
  private beating: Promise<void> | null = null
  private again = false

  constructor(options: {
    portal: PortalClient
    status: () => Heartbeat
    onAnswer: (answer: HeartbeatAnswer) => void
    onError: (error: Error) => void
  }) {
    this.portal = options.portal
    this.status = options.status
    this.onAnswer = options.onAnswer
    this.onError = options.onError
  }

  start(): void {
    this.started = true
    this.beatNow()
  }

  /**
   * Beats now (after the beat under way, if one is), then every heartbeatSeconds: after applying a new
   * feed, so the portal learns at once that a change (a rotating key's new exit) is in force (ADR 0028).
   */
  beatNow(): void {
    if (!this.started || this.stopped) return
    if (this.beating) {
      this.again = true
      return
    }
    if (this.timer) clearTimeout(this.timer)
    this.beating = this.beat().finally(() => {
      this.beating = null
      if (this.stopped) return
      if (this.again) {
        this.again = false
        this.beatNow()
      } else this.schedule()
    })
  }

  stop(): void {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
  }

  private schedule(): void {
    this.timer = setTimeout(() => this.beatNow(), this.everyMs)
    this.timer.unref()
  }

  private async beat(): Promise<void> {
    try {
      const answer = await this.portal.call('POST', '/api/sub-server/heartbeat', { body: this.status() })
      if (answer.status !== 200) throw unexpected('heartbeat refused', answer)
      const parsed = v.parse(HeartbeatAnswer, JSON.parse(answer.body))
      if (parsed.heartbeatSeconds >= 1) this.everyMs = parsed.heartbeatSeconds * 1000
      this.onAnswer(parsed)
    } catch (error) {
      this.onError(error as Error)
    }
  }
}
