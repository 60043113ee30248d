import type { ErrorCode } from '@proxy-portal/worker/contract/errors'
import { errorText } from '../../features/errors/error-text'

/** The error a form's call answered, in the reader's language. */
export function FormAlert({ code }: { code: ErrorCode | null | undefined }) {
  if (!code) return null
  return (
    <div role="alert" className="alert alert-error alert-soft text-sm">
      <span>{errorText(code)}</span>
    </div>
  )
}
