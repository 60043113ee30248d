import { isErrorCode } from '@proxy-portal/worker/contract/errors'
import { errorTexts } from '../paraglide/error-texts'
import { m } from '../paraglide/messages'

/**
 * The text of an API answer's code from the portal's one catalogue (`error_<CODE>`, see
 * scripts/compile-messages.ts); NETWORK (the portal not reached) is the extension's own, and
 * anything outside the catalogue reads as the unknown error.
 */
export function errorText(code: string): string {
  if (code === 'NETWORK') return m.ext_error_NETWORK()
  return (isErrorCode(code) ? errorTexts[code] : errorTexts.UNKNOW_ERROR)()
}
