import { m } from '../../paraglide/messages'
import { errorText } from '../errors/error-text'
import { validationText } from '../errors/validation-text'
import type { Failure } from './use-proxy-call'

/** A failure in words: the field's validation message when the API named one, else the code's text. */
export const failureWords = (failure: Failure) => (failure.field ? validationText(failure.field) : errorText(failure.code))

/** Why the call beside it failed, in the reader's language. */
export function FailureAlert({ failure }: { failure: Failure | null }) {
  if (!failure) return null
  return (
    <div role="alert" className="alert alert-error alert-soft text-sm">
      <span>
        <span className="sr-only">{m.manage_failed()}: </span>
        {failureWords(failure)}
      </span>
    </div>
  )
}
