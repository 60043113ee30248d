import type { IpChangeStatus } from '../contract/bought-proxies'
import type { TransactionView } from '../contract/ledger'
import { noteSent, sentSoFar } from './live-sockets'

/** What the live channel carries (DESIGN section 7): credited top-ups, and order and plan results. */
export type LiveEvent =
  | { type: 'topup'; id: string; amount: number; bonus: number }
  | { type: 'plan'; planId: string; message: string; time: number; isSuccess: boolean }

/** A balance change other than a top-up (an admin adjustment, a purchase): sent to open pages, not kept. */
export type BalanceNotice = { type: 'balance'; balance: number }

/** Bought proxies changed (an IP change started or finished): open lists refresh those rows. Not kept. */
export type ProxyNotice = { type: 'proxies'; ids: string[]; ipChangeStatus: IpChangeStatus; at: number }

export type Notice = BalanceNotice | ProxyNotice

/** An event as sent: with its sequence number, so a client that reconnects asks for what follows. */
export type SentEvent = LiveEvent & { seq: number; at: number }

/** How many recent events an object keeps for clients catching up. */
export const KEPT_EVENTS = 100

/** Whether a socket's client said hello yet: only then does it get events. */
export const greeted = (socket: WebSocket) => sentSoFar(socket) !== null

/**
 * A client's message: `{type: 'hello', after: <last seq seen>}` to catch up and then receive new
 * events; a socket gets nothing before its hello. `after: -1` is a client that has seen nothing yet:
 * it gets no history, only `{type: 'welcome', seq}` (where to go on from) and the new events.
 */
export function parseClientMessage(message: string | ArrayBuffer): { after: number } | null {
  if (typeof message !== 'string') return null
  try {
    const parsed = JSON.parse(message) as { type?: unknown; after?: unknown }
    if (parsed.type !== 'hello') return null
    return { after: Number.isSafeInteger(parsed.after) ? (parsed.after as number) : 0 }
  } catch {
    return null
  }
}

/** Sends events in order, and notes on the socket (it survives hibernation) the last one it got. */
export function sendInOrder(socket: WebSocket, events: SentEvent[]): void {
  const last = events.at(-1)
  if (!last) return
  try {
    for (const event of events) socket.send(JSON.stringify(event))
    noteSent(socket, last.seq)
  } catch {
    // A closing socket is the client's to reopen; the events wait in storage.
  }
}

/** The event of a credited top-up `{ id, amount, bonus }`, with the ledger row that made it (none when nothing was credited). */
export function creditEvent(topupId: string, transactions: TransactionView[]): { rowId: string; event: LiveEvent } | null {
  const credited = transactions.find((row) => row.type !== 'promotion')
  if (!credited) return null
  const bonus = transactions.find((row) => row.type === 'promotion')?.amount ?? 0
  return { rowId: credited._id, event: { type: 'topup', id: topupId, amount: credited.amount, bonus } }
}
