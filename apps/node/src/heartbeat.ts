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
    void this.beat()
  }

  stop(): void {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
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
    if (this.stopped) return
    this.timer = setTimeout(() => void this.beat(), this.everyMs)
    this.timer.unref()
  }
}
