import { api, unwrap } from '../../lib/api'
import type { Keyed } from '../../lib/api-mutation'

/** Confirming an e-mail change from its mailed link, run by the mutation helper (lib/api-mutation.ts). */
export const emailChangeCalls = {
  confirm: (token: string, keyed?: Keyed) => unwrap(api().api.auth['confirm-email'].$post({ json: { token } }, keyed)),
}
