import type { IpChangeStatus } from '../contract/bought-proxies'
import type { ErrorCode } from '../contract/errors'
import type { KeyStatus } from '../contract/keys'
import { KEEP_EXPIRED_MS } from '../contract/orders'

/** A key as its rules see it (ADR 0028). */
export type KeyLife = {
  status: KeyStatus
  expiresAt: number
  changeStatus: IpChangeStatus
  /** The last change made: the minimum interval counts from it; null: never changed (a change may come at once). */
  changedAt: number | null
  minChangeSeconds: number
}

/** 'expired' from the key's end, also before the job marks it. */
export function keyStatusAt(key: Pick<KeyLife, 'status' | 'expiresAt'>, now: number): KeyStatus {
  return key.status === 'using' && key.expiresAt <= now ? 'expired' : key.status
}

/** When the next change may be asked for: the last change plus the package's minimum interval. */
export function nextChangeAt(key: Pick<KeyLife, 'changedAt' | 'minChangeSeconds'>): number {
  return key.changedAt === null ? 0 : key.changedAt + key.minChangeSeconds * 1000
}

/** Whole seconds until the next change may be asked for (0: now), as the key calls answer it. */
export const secondsUntilChange = (key: Pick<KeyLife, 'changedAt' | 'minChangeSeconds'>, now: number) =>
  Math.max(0, Math.ceil((nextChangeAt(key) - now) / 1000))

/**
 * Why a key's IP may not change now, or null: past its end (KEY_EXPIRED); inside the minimum interval
 * since the last change, or a change still waiting for its node (GET_IP_TOO_FAST). The interval is
 * half-open: at exactly `changedAt + minChangeSeconds` a change is allowed.
 */
export function changeRefusal(key: KeyLife, now: number): ErrorCode | null {
  if (keyStatusAt(key, now) !== 'using') return 'KEY_EXPIRED'
  if (key.changeStatus === 'changing' || now < nextChangeAt(key)) return 'GET_IP_TOO_FAST'
  return null
}

/**
 * Only an expired key renews (spec: renewal only when expired; NOT_EXPIRE otherwise), and only while
 * it still holds its endpoint: 3 days after its end the endpoint goes back to the pool (KEY_EXPIRED).
 */
export function keyRenewRefusal(key: Pick<KeyLife, 'status' | 'expiresAt'>, now: number): ErrorCode | null {
  if (key.status === 'released' || now >= key.expiresAt + KEEP_EXPIRED_MS) return 'KEY_EXPIRED'
  return keyStatusAt(key, now) === 'expired' ? null : 'NOT_EXPIRE'
}
