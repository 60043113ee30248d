import { DurableObject } from 'cloudflare:workers'
import { type RecentRotations, renewSession, type TokenPair } from '../accounts/sessions'
import type { Config } from '../config'
import { fail, type Result } from '../contract/errors'
import { database } from '../db/client'
import type { Env } from '../env'
import { type MoneyAnswer, type MoneyOp, runMoneyOp } from '../money/operations'
import {
  type BalanceNotice,
  creditEvent,
  type Greeted,
  greeted,
  KEPT_EVENTS,
  type LiveEvent,
  parseClientMessage,
  type SentEvent,
  sendInOrder,
} from './live-events'

/** An idempotency key as the caller gives it, with a fingerprint of the request it belongs to. */
export type Idempotency = { key: string; fingerprint: string }

const IDEMPOTENCY_TTL_MS = 24 * 3600_000

/**
 * One per user (`idFromName(userId)`): the user's lock and live-event channel. It decides nothing
 * itself; the rules live in the account and money code. Work that must not interleave for one
 * user runs through `serially`, because the object does not serialise across awaits on D1.
 */
export class UserAccount extends DurableObject<Env> {
  private queue: Promise<unknown> = Promise.resolve()
  private readonly recentRotations: RecentRotations = new Map()

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env)
    ctx.storage.sql.exec(
      `CREATE TABLE IF NOT EXISTS idempotency (key TEXT PRIMARY KEY, fingerprint TEXT NOT NULL, answer TEXT NOT NULL, created_at INTEGER NOT NULL)`,
    )
    ctx.storage.sql.exec(
      `CREATE TABLE IF NOT EXISTS events (seq INTEGER PRIMARY KEY AUTOINCREMENT, event TEXT NOT NULL, at INTEGER NOT NULL)`,
    )
    // The credits announced, by ledger row: a repeated webhook or a retry announces nothing twice. One row per top-up.
    ctx.storage.sql.exec(`CREATE TABLE IF NOT EXISTS announced (row_id TEXT PRIMARY KEY, at INTEGER NOT NULL)`)
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
      const cached = idempotency ? this.remembered(idempotency.key) : null
      if (cached && idempotency) return cached.fingerprint === idempotency.fingerprint ? cached.answer : fail('IDEMPOTENCY_CONFLICT')
      const result = await runMoneyOp({ db: database(this.env.DB), now }, op)
      if (idempotency) this.remember(idempotency, result, now)
      if (result.ok && op.kind === 'credit-topup') this.announceCredit(op.topupId, result.value, now)
      else if (result.ok && result.value.transactions.length > 0) this.broadcast({ type: 'balance', balance: result.value.balance })
      return result
    })
  }

  /**
   * A credited top-up is announced once, when its answer is first seen here: also when the first
   * attempt's answer was lost after D1 committed, and never again for a repeated webhook.
   */
  private announceCredit(topupId: string, answer: MoneyAnswer, now: number): void {
    const credit = creditEvent(topupId, answer.transactions)
    if (!credit) return
    const sql = 'INSERT INTO announced (row_id, at) VALUES (?, ?) ON CONFLICT DO NOTHING RETURNING row_id'
    if (this.ctx.storage.sql.exec(sql, credit.rowId, now).toArray().length > 0) this.publish(credit.event, now)
  }

  private remembered(key: string): { fingerprint: string; answer: Result<MoneyAnswer> } | null {
    const [row] = this.ctx.storage.sql
      .exec<{ fingerprint: string; answer: string }>('SELECT fingerprint, answer FROM idempotency WHERE key = ?', key)
      .toArray()
    return row ? { fingerprint: row.fingerprint, answer: JSON.parse(row.answer) as Result<MoneyAnswer> } : null
  }

  private remember(idempotency: Idempotency, answer: Result<MoneyAnswer>, now: number): void {
    const sql = this.ctx.storage.sql
    sql.exec('DELETE FROM idempotency WHERE created_at < ?', now - IDEMPOTENCY_TTL_MS)
    sql.exec(
      'INSERT OR IGNORE INTO idempotency (key, fingerprint, answer, created_at) VALUES (?, ?, ?, ?)',
      idempotency.key,
      idempotency.fingerprint,
      JSON.stringify(answer),
      now,
    )
  }

  /** Sends an event to every greeted client of this user, and keeps it for those who reconnect. */
  publish(event: LiveEvent, now: number): SentEvent {
    const sql = this.ctx.storage.sql
    const [row] = sql
      .exec<{ seq: number }>('INSERT INTO events (event, at) VALUES (?, ?) RETURNING seq', JSON.stringify(event), now)
      .toArray()
    sql.exec('DELETE FROM events WHERE seq <= ?', (row?.seq ?? 0) - KEPT_EVENTS)
    const sent = { ...event, seq: row?.seq ?? 0, at: now } as SentEvent
    for (const socket of this.ctx.getWebSockets()) if (greeted(socket)) sendInOrder(socket, [sent])
    return sent
  }

  /** A passing notice (not kept, no seq): the balance changed, for open pages to refresh it. */
  private broadcast(notice: BalanceNotice): void {
    const text = JSON.stringify(notice)
    for (const socket of this.ctx.getWebSockets()) {
      try {
        if (greeted(socket)) socket.send(text)
      } catch {
        // A closing socket is the client's to reopen; the next load reads the balance anyway.
      }
    }
  }

  /** Events after `after`, oldest first. */
  eventsAfter(after: number): SentEvent[] {
    return this.ctx.storage.sql
      .exec<{ seq: number; event: string; at: number }>('SELECT seq, event, at FROM events WHERE seq > ? ORDER BY seq', after)
      .toArray()
      .map((row) => ({ ...(JSON.parse(row.event) as LiveEvent), seq: row.seq, at: row.at }) as SentEvent)
  }

  /** The live channel: the API has already checked who this is; the socket hibernates between events. */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('upgrade') !== 'websocket') return new Response('expected a websocket', { status: 426 })
    const { 0: client, 1: server } = new WebSocketPair()
    this.ctx.acceptWebSocket(server)
    return new Response(null, { status: 101, webSocket: client })
  }

  /**
   * A client's hello starts its stream: first what it missed, then every new event, each once and in
   * order (nothing goes live to a socket before its hello, so no live event can overtake the catch-up).
   */
  override async webSocketMessage(socket: WebSocket, message: string | ArrayBuffer): Promise<void> {
    const hello = parseClientMessage(message)
    if (!hello) return
    // A client that has seen nothing yet (a new browser) starts from now, told where "now" is.
    const after = hello.after < 0 ? this.latestSeq() : hello.after
    const from = Math.max(after, greeted(socket)?.sent ?? after)
    socket.serializeAttachment({ sent: from } satisfies Greeted)
    if (hello.after < 0) socket.send(JSON.stringify({ type: 'welcome', seq: from }))
    sendInOrder(socket, this.eventsAfter(from))
  }

  private latestSeq(): number {
    const [row] = this.ctx.storage.sql.exec<{ seq: number | null }>('SELECT MAX(seq) AS seq FROM events').toArray()
    return row?.seq ?? 0
  }

  override async webSocketClose(socket: WebSocket, code: number): Promise<void> {
    // 1005, 1006 and 1015 only report what happened; they cannot be sent back.
    socket.close([1005, 1006, 1015].includes(code) ? 1000 : code, 'closed')
  }
}
