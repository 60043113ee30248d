import type { ErrorCode } from '@proxy-portal/worker/contract/errors'
import { Link } from '@tanstack/react-router'
import { CircleCheck } from 'lucide-react'
import { m } from '../../paraglide/messages'
import { errorText } from '../errors/error-text'

export type Shown = { ok: true; text: string } | { ok: false; code: ErrorCode } | null

/** What a call answered, beside the form that made it: done, or the reason in the reader's language. */
export function CallResult({ shown }: { shown: Shown }) {
  if (!shown) return null
  if (shown.ok) {
    return (
      <div role="status" className="alert alert-success alert-soft text-sm">
        <CircleCheck className="size-4" aria-hidden="true" />
        <span>{shown.text}</span>
      </div>
    )
  }
  return (
    <div role="alert" className="alert alert-error alert-soft text-sm">
      <span>{errorText(shown.code)}</span>
      {shown.code === 'NOT_ENOUGH_MONEY' && (
        <Link to="/topup/{-$id}" params={{}} className="btn btn-xs btn-primary">
          {m.plan_topup()}
        </Link>
      )}
    </div>
  )
}
