import type { ErrorCode } from '@proxy-portal/worker/contract/errors'
import type { KeyView } from '@proxy-portal/worker/contract/keys'
import { useState } from 'react'
import { useApiMutation } from '../../lib/api-mutation'
import { formatDateTime } from '../../lib/dates'
import { m } from '../../paraglide/messages'
import { errorText } from '../errors/error-text'
import { agoText, durationText } from '../manage-proxies/time-texts'
import { keyCalls, keyChange } from './key-calls'

export const keyStatusText: Record<KeyView['status'], () => string> = {
  using: m.keys_status_using,
  expired: m.keys_status_expired,
  released: m.keys_status_released,
}

/** The exit IP now, and when it last changed ("changing" while the node has not served the new one yet). */
export function ExitCell({ keyView, now }: { keyView: KeyView; now: number | null }) {
  return (
    <div className="text-sm">
      <p className="font-mono" data-testid="key-exit">
        {keyView.exitIp}
      </p>
      {keyView.changeStatus === 'changing' ? (
        <p className="text-warning text-xs">{m.keys_changing()}</p>
      ) : (
        keyView.lastChangedAt !== null &&
        now !== null && <p className="text-base-content/60 text-xs">{m.keys_last_change({ ago: agoText(keyView.lastChangedAt, now) })}</p>
      )}
    </div>
  )
}

/** When the next change may be asked for, counted down each second. */
export function NextChangeCell({ keyView, now }: { keyView: KeyView; now: number | null }) {
  if (now === null) return null
  const left = keyView.nextChangeAt - now
  if (left <= 0) return <span className="text-success text-sm">{m.keys_change_ready()}</span>
  const seconds = Math.ceil(left / 1000)
  return <span className="text-sm">{seconds < 3600 ? m.keys_change_in_seconds({ seconds }) : durationText(left)}</span>
}

export function ExpiryCell({ keyView, now }: { keyView: KeyView; now: number | null }) {
  return (
    <div className="text-sm">
      <p>{formatDateTime(keyView.expiresAt)}</p>
      <p className={keyView.status === 'using' ? 'text-base-content/60 text-xs' : 'text-error text-xs'}>
        {keyView.status === 'using' && now !== null ? durationText(keyView.expiresAt - now) : keyStatusText[keyView.status]()}
      </p>
    </div>
  )
}

/** Auto-renewal of one key, on or off. */
export function AutoRenewToggle({ keyView }: { keyView: KeyView }) {
  const { run, busy } = useApiMutation(keyChange)
  const [failed, setFailed] = useState<ErrorCode | null>(null)
  const toggle = async (on: boolean) => {
    setFailed(null)
    const done = await run((keyed) => keyCalls.autoRenew(keyView._id, on, keyed))
    if (!done.ok) setFailed(done.code)
  }
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="toggle toggle-sm toggle-primary"
        checked={keyView.autoRenew}
        disabled={busy || keyView.status !== 'using'}
        onChange={(event) => void toggle(event.target.checked)}
        aria-label={m.keys_auto_renew_for({ key: keyView.key })}
      />
      {failed && <span className="text-error text-xs">{errorText(failed)}</span>}
    </label>
  )
}
