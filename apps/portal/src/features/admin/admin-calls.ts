import type { AdminTopupInput } from '@proxy-portal/worker/contract/billing'
import type { UpdateSettingsInput } from '@proxy-portal/worker/contract/settings'
import type * as v from 'valibot'
import { api, unwrap } from '../../lib/api'
import type { Keyed } from '../../lib/api-mutation'

/** The changes of /admin, run by the mutation helper (lib/api-mutation.ts). */
export const adminCalls = {
  /** Money: run with what is asked, so a double click or a retry after a lost answer applies it once. */
  topup: (json: v.InferOutput<typeof AdminTopupInput>, keyed: Keyed) => unwrap(api().api.bill['admin-topup'].$put({ json }, keyed)),
  creditTransfer: (transferId: string, userId: string, keyed: Keyed) =>
    unwrap(api().api.bill['admin-credit-transfer'].$put({ json: { transferId, userId } }, keyed)),
  reconcile: (keyed?: Keyed) => unwrap(api().api.stats.reconcile.$post({}, keyed)),
  updateSettings: (json: v.InferOutput<typeof UpdateSettingsInput>, keyed?: Keyed) =>
    unwrap(api().api.setting.update.$put({ json }, keyed)),
}
