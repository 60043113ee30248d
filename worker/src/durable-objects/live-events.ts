/** What the live channel carries (DESIGN section 7): credited top-ups, and order and plan results. */
export type LiveEvent =
  | { type: 'topup'; id: string; amount: number; bonus: number }
  | { type: 'plan'; planId: string; message: string; time: number; isSuccess: boolean }

/** An event as sent: with its sequence number, so a client that reconnects asks for what follows. */
export type SentEvent = LiveEvent & { seq: number; at: number }

/** How many recent events an object keeps for clients catching up. */
export const KEPT_EVENTS = 100

/** A client's message: `{type: 'hello', after: <last seq seen>}` to catch up. */
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
