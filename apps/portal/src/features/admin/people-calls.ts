import type { AdminCancelInput, AdminExtendInput } from '@proxy-portal/worker/contract/admin-orders'
import type * as v from 'valibot'
import { api, unwrap } from '../../lib/api'
import type { Keyed } from '../../lib/api-mutation'

/** The changes of the users and orders pages, run by the mutation helper (lib/api-mutation.ts). */
export const peopleCalls = {
  /** Ban (a ban ends every session) or activate a user. */
  setActive: (userId: string, active: boolean, keyed: Keyed) =>
    unwrap(api().api.user['admin-active-user'].$put({ json: { userId, active } }, keyed)),
  revokeApiKey: (userId: string, keyed: Keyed) => unwrap(api().api.user['admin-revoke-api-key'].$post({ json: { userId } }, keyed)),
  resetTwoFactor: (userId: string, keyed: Keyed) => unwrap(api().api.user['admin-reset-2fa'].$post({ json: { userId } }, keyed)),
  setRole: (userId: string, role: 1 | 2, keyed: Keyed) =>
    unwrap(api().api.user['admin-update-user'].$put({ json: { userId, role } }, keyed)),
  /** A new name at once; a new e-mail is mailed a link and set once it is followed (pendingEmail until then). */
  updateProfile: (userId: string, change: { name?: string; email?: string }, keyed: Keyed) =>
    unwrap(api().api.user['admin-update-user'].$put({ json: { userId, ...change } }, keyed)),
  revokeExtension: (userId: string, tokenId: string, keyed: Keyed) =>
    unwrap(api().api.user['admin-revoke-extension-token'].$post({ json: { userId, tokenId } }, keyed)),
  remove: (id: string, keyed: Keyed) => unwrap(api().api.user.delete[':id'].$delete({ param: { id } }, keyed)),
  endSessions: (userId: string, keyed: Keyed) => unwrap(api().api.user['admin-revoke-sessions'].$post({ json: { userId } }, keyed)),
  extendOrder: (id: string, json: v.InferOutput<typeof AdminExtendInput>, keyed: Keyed) =>
    unwrap(api().api.order['admin-extend'][':id'].$put({ param: { id }, json }, keyed)),
  cancelOrder: (id: string, json: v.InferOutput<typeof AdminCancelInput>, keyed: Keyed) =>
    unwrap(api().api.order['admin-cancel'][':id'].$put({ param: { id }, json }, keyed)),
  setAutoRenew: (id: string, autoRenew: boolean, keyed: Keyed) =>
    unwrap(api().api.order['admin-auto-renew'][':id'].$put({ param: { id }, json: { autoRenew } }, keyed)),
}
