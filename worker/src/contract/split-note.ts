/**
 * The note of a split's log lines (ADR 0035), language-free as every log note (ADR 0036): the other
 * order's count of proxies, code and id, so the page can say it in its language and link to that order.
 */
export const splitNote = (count: number, order: { id: string; code: string }) => `${count} × ${order.code} #${order.id}`

export type SplitNote = { count: number; code: string; id: string }

/** A split note read back; null for any other note. */
export function readSplitNote(note: string): SplitNote | null {
  const parts = /^(\d+) × (\S+) #(\S+)$/.exec(note)
  return parts?.[1] && parts[2] && parts[3] ? { count: Number(parts[1]), code: parts[2], id: parts[3] } : null
}
