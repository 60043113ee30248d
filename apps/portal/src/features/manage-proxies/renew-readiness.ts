/** What the toolbar needs of a selected proxy to say whether it can be renewed. */
type Held = { status: 'using' | 'expired' | 'released'; expiresAt: number }

/**
 * Whether 'Renew' is the highlighted action for a selection: only an expired proxy still held can be
 * renewed (ADR 0015), so a selection of proxies in use gets a plain button and the moment the first of
 * them can be renewed (its end), shown beside it.
 */
export function renewReadiness(selected: Held[]): { renewableNow: boolean; from: number | null } {
  const renewableNow = selected.some((proxy) => proxy.status === 'expired')
  const running = selected.filter((proxy) => proxy.status === 'using').map((proxy) => proxy.expiresAt)
  return { renewableNow, from: renewableNow || running.length === 0 ? null : Math.min(...running) }
}
