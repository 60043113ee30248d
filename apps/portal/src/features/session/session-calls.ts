import { api, unwrap } from '../../lib/api'
import type { Keyed } from '../../lib/api-mutation'
import type { Locale } from '../../paraglide/runtime'

/** Ending the session and the language mails are written in, run by the mutation helper (lib/api-mutation.ts). */
export const sessionCalls = {
  logout: (keyed?: Keyed) => unwrap(api().api.auth.logout.$post({}, keyed)),
  setLocale: (locale: Locale, keyed?: Keyed) => unwrap(api().api.user.locale.$put({ json: { locale } }, keyed)),
}
