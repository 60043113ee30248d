import type { ErrorCode } from '@proxy-portal/worker/contract/errors'
import type { UserView } from '@proxy-portal/worker/contract/user'
import { useId, useState } from 'react'
import { FormAlert } from '../../components/ui/form-alert'
import { useApiMutation } from '../../lib/api-mutation'
import { m } from '../../paraglide/messages'
import { ORDERS_KEY } from '../orders/queries'
import { SESSION_KEY } from '../session/session-query'
import { accountCalls } from './account-calls'

/**
 * The account-wide auto-renew (ADR 0015): on, every order of private proxies, and every order bought
 * later, renews itself from the balance before it expires; the answer says how many orders changed.
 */
export function AutoRenewCard({ user }: { user: UserView }) {
  const id = useId()
  // The switch keeps its new state until the session has it, without flicking back.
  const { run } = useApiMutation({ refresh: [SESSION_KEY, ORDERS_KEY], handles: true })
  const [pending, setPending] = useState<boolean | null>(null)
  const [changed, setChanged] = useState<number | null>(null)
  const [failure, setFailure] = useState<ErrorCode | null>(null)
  const on = pending ?? user.autoRenewAll
  const toggle = async (autoRenew: boolean) => {
    setPending(autoRenew)
    setFailure(null)
    const done = await run((keyed) => accountCalls.autoRenewAll(autoRenew, keyed))
    setChanged(done.ok ? done.value.updated : null)
    setFailure(done.ok ? null : done.code)
    setPending(null)
  }
  return (
    <div className="space-y-2">
      <label className="flex cursor-pointer items-center gap-3" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          className="toggle toggle-success"
          checked={on}
          disabled={pending !== null}
          onChange={(event) => void toggle(event.target.checked)}
        />
        <span>{m.manage_auto_renew_all()}</span>
      </label>
      <p className="text-base-content/70 text-sm">{m.manage_auto_renew_all_hint()}</p>
      {changed !== null && (
        <p role="status" className="text-success text-sm">
          {m.manage_auto_renew_all_done({ count: changed })}
        </p>
      )}
      <FormAlert code={failure} />
    </div>
  )
}
