import type { BoughtProxyView } from '@proxy-portal/worker/contract/bought-proxies'
import { Lock, LockOpen } from 'lucide-react'
import { formatDate, formatTime } from '../../lib/dates'
import { m } from '../../paraglide/messages'
import { daysLeftText, durationText } from './time-texts'

/**
 * When the proxy expires and its lock: a proxy in use is not locked (days left shown); an expired one
 * is locked, and permanently locked (released) when `lockedUntil` comes, counted down.
 */
export function ExpiryCell({ proxy, now }: { proxy: BoughtProxyView; now: number | null }) {
  const using = proxy.status === 'using'
  return (
    <div className="space-y-1 text-sm whitespace-nowrap" data-testid="proxy-expiry">
      {/* The date over its time: on one line the column pushed the list past a 1280 px screen. */}
      <p>{formatDate(proxy.expiresAt)}</p>
      <p className="text-base-content/70 text-xs">
        {formatTime(proxy.expiresAt)}
        {using && now !== null && ` · ${daysLeftText(proxy.expiresAt, now)}`}
      </p>
      {using ? (
        <>
          <span className="badge badge-soft badge-success badge-sm">
            <LockOpen className="size-3" aria-hidden="true" />
            {m.manage_not_locked()}
          </span>
        </>
      ) : (
        <>
          <span className="badge badge-soft badge-warning badge-sm">
            <Lock className="size-3" aria-hidden="true" />
            {m.manage_locked()}
          </span>
          {proxy.lockedUntil !== null && now !== null && (
            <p className="text-warning text-xs">{m.manage_locked_in({ time: durationText(proxy.lockedUntil - now) })}</p>
          )}
        </>
      )}
    </div>
  )
}
