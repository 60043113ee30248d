import type { Failure } from '../../lib/api-mutation'
import { m } from '../../paraglide/messages'
import { errorText } from '../errors/error-text'
import { validationText } from '../errors/validation-text'

/** A failure in words: the field's validation message when the API named one, else the code's text. */
export function failureWords(failure: Failure): string {
  const field = Object.values(failure.fields)[0]
  return field ? validationText(field) : errorText(failure.code)
}

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
