import { DurableObject } from 'cloudflare:workers'
import { type RecentRotations, renewSession, type TokenPair } from '../accounts/sessions'
import type { Config } from '../config'
import { fail, type Result } from '../contract/errors'
import { database } from '../db/client'
import type { Env } from '../env'
import { type MoneyAnswer, type MoneyOp, runMoneyOp } from '../money/operations'
import { type Idempotency, IdempotencyStore } from './idempotency-store'
import type { LiveEvent, ProxyNotice, SentEvent } from './live-events'
import { admitSocket } from './live-sockets'
import { LiveStore } from './live-store'

export type { Idempotency } from './idempotency-store'

/**
 * One per user (`idFromName(userId)`): the user's lock and live-event channel. It decides nothing
 * itself; the rules live in the account and money code. Work that must not interleave for one
 * user runs through `serially`, because the object does not serialise across awaits on D1.
 */
export class UserAccount extends DurableObject<Env> {
  private queue: Promise<unknown> = Promise.resolve()
  private readonly recentRotations: RecentRotations = new Map()
  private readonly live: LiveStore
  private readonly answers: IdempotencyStore

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env)
    this.live = new LiveStore(ctx)
    this.answers = new IdempotencyStore(ctx)
  }

  private serially<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task)
    this.queue = run.catch(() => undefined)
    return run
  }

  /** Proves the object runs and its SQLite storage answers (used by /api/health). */
  async ping(): Promise<'pong'> {
    this.ctx.storage.sql.exec('select 1')
    return 'pong'
  }

  /**
   * Renews one of this user's sessions; renewals of one user never overlap. The caller's
   * configuration rules (the reuse interval among it), as it does for every other call.
   */
  renewSession(sessionId: string, refreshToken: string, now: number, settings: Config): Promise<Result<TokenPair>> {
    return this.serially(() =>
      renewSession({ db: database(this.env.DB), config: settings, now }, sessionId, refreshToken, this.recentRotations),
    )
  }

  /**
   * Changes this user's balance: one change at a time. With an idempotency key, the first answer is
   * kept and given again to every repeat (a different request under the same key is refused).
   */
  moneyOp(op: MoneyOp, now: number, idempotency?: Idempotency): Promise<Result<MoneyAnswer>> {
    return this.serially(async () => {
      const cached = idempotency ? this.answers.remembered(idempotency.key) : null
      if (cached && idempotency) return cached.fingerprint === idempotency.fingerprint ? cached.answer : fail('IDEMPOTENCY_CONFLICT')
      const result = await runMoneyOp({ db: database(this.env.DB), now }, op)
      if (idempotency) this.answers.remember(idempotency, result, now)
      if (result.ok && op.kind === 'credit-topup') this.live.announceCredit(op.topupId, result.value, now)
      else if (result.ok && result.value.transactions.length > 0) this.live.broadcast({ type: 'balance', balance: result.value.balance })
      return result
    })
  }

  /** Tells this user's open pages that some of their proxies changed (not kept for reconnecting clients). */
  notifyProxies(notice: ProxyNotice): void {
    this.live.broadcast(notice)
  }

  /** Sends an event to every greeted client of this user, and keeps it for those who reconnect. */
  publish(event: LiveEvent, now: number): SentEvent {
    return this.live.publish(event, now)
  }

  /** Events after `after`, oldest first. */
  eventsAfter(after: number): SentEvent[] {
    return this.live.eventsAfter(after)
  }

  /** The live channel: the API has already checked who this is; the socket hibernates between events. */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('upgrade') !== 'websocket') return new Response('expected a websocket', { status: 426 })
    const { 0: client, 1: server } = new WebSocketPair()
    admitSocket(this.ctx, server, Date.now())
    return new Response(null, { status: 101, webSocket: client })
  }

  override async webSocketMessage(socket: WebSocket, message: string | ArrayBuffer): Promise<void> {
    this.live.hello(socket, message)
  }

  override async webSocketClose(socket: WebSocket, code: number): Promise<void> {
    // 1005, 1006 and 1015 only report what happened; they cannot be sent back.
    socket.close([1005, 1006, 1015].includes(code) ? 1000 : code, 'closed')
  }
}
