import { LIVE_CLOSED_TOO_MANY, LIVE_SOCKETS_PER_USER } from '../contract/events'

/** What a socket carries across hibernation: when it opened, and the last seq it was sent (null before its hello). */
type SocketState = { openedAt: number; sent: number | null }

function stateOf(socket: WebSocket): SocketState {
  // Sockets accepted before `openedAt` existed count as the oldest.
  const kept = socket.deserializeAttachment() as Partial<SocketState> | null
  return { openedAt: kept?.openedAt ?? 0, sent: kept?.sent ?? null }
}

/** The last seq a greeted socket was sent; null before its client's hello. */
export const sentSoFar = (socket: WebSocket): number | null => stateOf(socket).sent

export function noteSent(socket: WebSocket, sent: number): void {
  socket.serializeAttachment({ ...stateOf(socket), sent } satisfies SocketState)
}

/**
 * Takes a new live socket for the user. At most LIVE_SOCKETS_PER_USER stay open: the oldest beyond
 * that are closed (LIVE_CLOSED_TOO_MANY), so one account cannot hold sockets open without end.
 */
export function admitSocket(ctx: DurableObjectState, socket: WebSocket, now: number): void {
  const open = ctx.getWebSockets().filter((one) => one.readyState === WebSocket.OPEN)
  const oldestFirst = open.sort((a, b) => stateOf(a).openedAt - stateOf(b).openedAt)
  for (const old of oldestFirst.slice(0, Math.max(0, open.length - (LIVE_SOCKETS_PER_USER - 1)))) {
    try {
      old.close(LIVE_CLOSED_TOO_MANY, 'too many live pages')
    } catch {
      // Already closing: it is going anyway.
    }
  }
  ctx.acceptWebSocket(socket)
  socket.serializeAttachment({ openedAt: now, sent: null } satisfies SocketState)
}
