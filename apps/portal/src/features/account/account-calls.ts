import { api, unwrap } from '../../lib/api'
import type { Keyed } from '../../lib/api-mutation'

const user = () => api().api.user

/** The changes /account makes, run by the mutation helper (lib/api-mutation.ts). */
export const accountCalls = {
  generateKey: (keyed?: Keyed) => unwrap(user()['generate-key'].$post({}, keyed)),
  autoRenewAll: (autoRenew: boolean, keyed?: Keyed) => unwrap(user()['auto-renew'].$put({ json: { autoRenew } }, keyed)),
  changePassword: (json: { oldPassword: string; newPassword: string }, keyed?: Keyed) => unwrap(user().update.$put({ json }, keyed)),
  setPassword: (newPassword: string, keyed?: Keyed) => unwrap(user()['set-password'].$post({ json: { newPassword } }, keyed)),
  connectExtension: (label: string, keyed?: Keyed) => unwrap(user()['extension-token'].$post({ json: { label } }, keyed)),
  disconnectExtension: (id: string, keyed?: Keyed) => unwrap(user()['extension-token'][':id'].$delete({ param: { id } }, keyed)),
  startTwoFactor: (password: string, keyed?: Keyed) => unwrap(user()['turn-on-2fa'].$post({ json: { password } }, keyed)),
  confirmTwoFactor: (json: { password: string; code: string }, keyed?: Keyed) => unwrap(user()['verify-2fa'].$post({ json }, keyed)),
  turnOffTwoFactor: (json: { password: string; code: string }, keyed?: Keyed) => unwrap(user()['turn-off-2fa'].$post({ json }, keyed)),
}
