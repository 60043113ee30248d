import { IP_CHANGE_COOLDOWN_MS, IP_CHANGES_PER_MINUTE, type IpChangeStatus } from '../contract/bought-proxies'
import type { ErrorCode } from '../contract/errors'
import type { BoughtProxyStatus } from '../contract/orders'

/** A selected proxy as the change rules see it. */
export type ChangeCandidate = {
  id: string
  status: BoughtProxyStatus
  ipChangeStatus: IpChangeStatus
  ipChangedAt: number | null
}

/** A mark older than this was left by a call that died between its steps; the cron finishes it (ADR 0015). */
export const STALE_IP_CHANGE_MS = 5 * 60_000

/** Changed within the cooldown, or a change still running. */
const tooSoon = (proxy: ChangeCandidate, now: number) =>
  proxy.ipChangeStatus === 'changing' || (proxy.ipChangedAt !== null && now - proxy.ipChangedAt < IP_CHANGE_COOLDOWN_MS)

/**
 * Why a change of the whole selection is refused, or null: an id the caller does not hold
 * (PROXY_NOT_EXISTS), a proxy not in use (ORDER_EXPIRED), one changed less than a minute ago or
 * changing (RESET_TOO_FAST), more than an account may ask for in a minute (GET_IP_TOO_FAST).
 * `found` holds the caller's selected proxies that are not released.
 */
export function refusalOf(found: readonly ChangeCandidate[], asked: number, now: number): ErrorCode | null {
  if (found.length !== asked) return 'PROXY_NOT_EXISTS'
  if (found.some((proxy) => proxy.status !== 'using')) return 'ORDER_EXPIRED'
  if (found.some((proxy) => tooSoon(proxy, now))) return 'RESET_TOO_FAST'
  if (asked > IP_CHANGES_PER_MINUTE) return 'GET_IP_TOO_FAST'
  return null
}

/** The IP-change status a proxy had before a change that did not happen: 'changed' once it ever changed. */
export const statusBefore = (ipChangedAt: number | null): IpChangeStatus => (ipChangedAt === null ? 'idle' : 'changed')
