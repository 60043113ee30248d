import { LIVE_CLOSED_TOO_MANY } from '@proxy-portal/worker/contract/events'

/** An event of the live channel as the Worker sends it (worker/src/durable-objects/live-events.ts). */
export type LiveMessage =
  | { seq: number; at: number; type: 'topup'; id: string; amount: number; bonus: number }
  | { seq: number; at: number; type: 'plan'; planId: string; message: string; time: number; isSuccess: boolean }

const MAX_DELAY_MS = 30_000

/**
 * The signed-in user's live channel (`/api/ws`): reconnects with backoff, and on every (re)connect
 * asks for the events after the last one it saw, so nothing is missed while away. Each connection
 * starts with a call that renews the session if its access token has expired.
 */
/** Bought proxies changed (an IP change started or finished): pages showing them refresh. */
export type ProxyNotice = { type: 'proxies'; ids: string[]; ipChangeStatus: 'idle' | 'changing' | 'changed'; at: number }

const proxyListeners = new Set<(notice: ProxyNotice) => void>()

/** Listens to proxy notices of the open live channel; returns the unsubscribe. */
export function onProxyNotice(listener: (notice: ProxyNotice) => void): () => void {
  proxyListeners.add(listener)
  return () => proxyListeners.delete(listener)
}

export function openLiveChannel(
  userId: string,
  onEvent: (event: LiveMessage) => void,
  onBalance: () => void,
  renewSession: () => Promise<unknown>,
): () => void {
  // The last event seen, per user: each user's channel counts on its own.
  const seqKey = `liveSeq:${userId}`
  let socket: WebSocket | null = null
  let delay = 1000
  let timer: ReturnType<typeof setTimeout> | undefined
  let closed = false
  // A page pushed out by newer pages of this user (LIVE_CLOSED_TOO_MANY) comes back when it is looked
  // at again, not at once: at once, the user's pages would push each other out in turn.
  const backWhenSeen = () => {
    if (document.visibilityState !== 'visible') return
    document.removeEventListener('visibilitychange', backWhenSeen)
    void connect()
  }

  const connect = async () => {
    // The upgrade cannot renew an expired session by itself: a call through the API client renews it first.
    await renewSession().catch(() => undefined)
    if (closed) return
    const url = new URL('/api/ws', window.location.href)
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
    socket = new WebSocket(url)
    socket.onopen = () => {
      delay = 1000
      // A browser that has seen nothing of this user's channel starts from now (-1): no old dialogs.
      socket?.send(JSON.stringify({ type: 'hello', after: Number(localStorage.getItem(seqKey) ?? -1) }))
    }
    socket.onmessage = (message) => {
      const event = JSON.parse(String(message.data)) as LiveMessage | { type: 'welcome'; seq: number } | { type: 'balance' } | ProxyNotice
      // A balance change other than a top-up, or a proxy change, is a passing notice, without a seq.
      if (event.type === 'balance') return onBalance()
      if (event.type === 'proxies') {
        for (const listener of proxyListeners) listener(event)
        return
      }
      const seen = Number(localStorage.getItem(seqKey) ?? -1)
      if (event.seq <= seen) return
      localStorage.setItem(seqKey, String(event.seq))
      if (event.type !== 'welcome') onEvent(event)
    }
    socket.onclose = (event) => {
      if (closed) return
      if (event.code === LIVE_CLOSED_TOO_MANY) {
        document.addEventListener('visibilitychange', backWhenSeen)
        return
      }
      timer = setTimeout(() => void connect(), delay)
      delay = Math.min(delay * 2, MAX_DELAY_MS)
    }
  }
  void connect()
  return () => {
    closed = true
    clearTimeout(timer)
    document.removeEventListener('visibilitychange', backWhenSeen)
    socket?.close()
  }
}
