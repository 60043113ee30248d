import type { MoneyAnswer } from '../money/operations'
import {
  creditEvent,
  greeted,
  KEPT_EVENTS,
  type LiveEvent,
  type Notice,
  parseClientMessage,
  type SentEvent,
  sendInOrder,
} from './live-events'
import { noteSent, sentSoFar } from './live-sockets'

/** The live channel's storage and sockets inside a user's object: recent events, who heard what. */
export class LiveStore {
  constructor(private readonly ctx: DurableObjectState) {
    ctx.storage.sql.exec(
      'CREATE TABLE IF NOT EXISTS events (seq INTEGER PRIMARY KEY AUTOINCREMENT, event TEXT NOT NULL, at INTEGER NOT NULL)',
    )
    // The credits announced, by ledger row: a repeated webhook or a retry announces nothing twice. One row per top-up.
    ctx.storage.sql.exec('CREATE TABLE IF NOT EXISTS announced (row_id TEXT PRIMARY KEY, at INTEGER NOT NULL)')
  }

  /**
   * Sends an event to every greeted client of this user, and keeps it for those who reconnect. The
   * same event again (two replays of one call in the same millisecond both see a fresh payment) is
   * not sent twice: the kept one is answered.
   */
  publish(event: LiveEvent, now: number): SentEvent {
    const sql = this.ctx.storage.sql
    const text = JSON.stringify(event)
    const [kept] = sql.exec<{ seq: number; at: number }>('SELECT seq, at FROM events WHERE event = ? LIMIT 1', text).toArray()
    if (kept && event.type === 'plan') return { ...event, seq: kept.seq, at: kept.at } as SentEvent
    const [row] = sql.exec<{ seq: number }>('INSERT INTO events (event, at) VALUES (?, ?) RETURNING seq', text, now).toArray()
    sql.exec('DELETE FROM events WHERE seq <= ?', (row?.seq ?? 0) - KEPT_EVENTS)
    const sent = { ...event, seq: row?.seq ?? 0, at: now } as SentEvent
    for (const socket of this.ctx.getWebSockets()) if (greeted(socket)) sendInOrder(socket, [sent])
    return sent
  }

  /**
   * A credited top-up is announced once, when its answer is first seen here: also when the first
   * attempt's answer was lost after D1 committed, and never again for a repeated webhook.
   */
  announceCredit(topupId: string, answer: MoneyAnswer, now: number): void {
    const credit = creditEvent(topupId, answer.transactions)
    if (!credit) return
    const sql = 'INSERT INTO announced (row_id, at) VALUES (?, ?) ON CONFLICT DO NOTHING RETURNING row_id'
    if (this.ctx.storage.sql.exec(sql, credit.rowId, now).toArray().length > 0) this.publish(credit.event, now)
  }

  /** A passing notice (not kept, no seq): the balance or some proxies changed, for open pages to refresh. */
  broadcast(notice: Notice): void {
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

  /**
   * A client's hello starts its stream: first what it missed, then every new event, each once and in
   * order (nothing goes live to a socket before its hello, so no live event can overtake the catch-up).
   * A client that has seen nothing yet (`after: -1`, a new browser) starts from now, told where that is.
   */
  hello(socket: WebSocket, message: string | ArrayBuffer): void {
    const hello = parseClientMessage(message)
    if (!hello) return
    const after = hello.after < 0 ? this.latestSeq() : hello.after
    const from = Math.max(after, sentSoFar(socket) ?? after)
    noteSent(socket, from)
    if (hello.after < 0) socket.send(JSON.stringify({ type: 'welcome', seq: from }))
    sendInOrder(socket, this.eventsAfter(from))
  }

  private latestSeq(): number {
    const [row] = this.ctx.storage.sql.exec<{ seq: number | null }>('SELECT MAX(seq) AS seq FROM events').toArray()
    return row?.seq ?? 0
  }
}
