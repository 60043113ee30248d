import type { BandwidthTier } from '@proxy-portal/worker/contract/catalogue'
import type { CreatePackageInput, UpsertPriceInput } from '@proxy-portal/worker/contract/catalogue-admin'
import type { CreateSubServerInput, ImportProxiesInput } from '@proxy-portal/worker/contract/inventory'
import type * as v from 'valibot'
import { api, unwrap } from '../../lib/api'
import type { Keyed } from '../../lib/api-mutation'

type Out<S extends v.GenericSchema> = v.InferOutput<S>

/** Every admin list is read again after a change (stock moves with the catalogue); a failure is the error toast. */
export const adminChange = { refresh: [['admin']] } as const
/** An editor's save: the failure shows above its fields instead. */
export const adminEdit = { refresh: [['admin']], handles: true } as const

/** The changes of /admin/catalogue and /admin/inventory, run by the mutation helper (lib/api-mutation.ts). */
export const catalogueCalls = {
  addCountry: (code: string, keyed?: Keyed) => unwrap(api().api.country.create.$post({ json: { code } }, keyed)),
  setCountryOnSale: (code: string, enabled: boolean, keyed?: Keyed) =>
    unwrap(api().api.country.update[':code'].$put({ param: { code }, json: { enabled } }, keyed)),
  savePrice: (json: Out<typeof UpsertPriceInput>, keyed?: Keyed) => unwrap(api().api.price.upsert.$put({ json }, keyed)),
  deletePrice: (id: string, keyed?: Keyed) => unwrap(api().api.price.delete[':id'].$delete({ param: { id } }, keyed)),
  saveTier: (json: { tier: BandwidthTier; monthlyGb: number | null; surchargePercent: number }, keyed?: Keyed) =>
    unwrap(api().api.bandwidth.update.$put({ json }, keyed)),
  addDiscount: (json: { minAmount: number; percent: number }, keyed?: Keyed) => unwrap(api().api.discount.create.$post({ json }, keyed)),
  saveDiscount: (id: string, json: { minAmount: number; percent: number }, keyed?: Keyed) =>
    unwrap(api().api.discount.update[':id'].$put({ param: { id }, json }, keyed)),
  deleteDiscount: (id: string, keyed?: Keyed) => unwrap(api().api.discount.delete[':id'].$delete({ param: { id } }, keyed)),
  /** A new package, or a change of the one with `id` (its place in the list is not edited here). */
  savePackage: (id: string | null, input: Out<typeof CreatePackageInput>, keyed?: Keyed) => {
    const { sortOrder: _sortOrder, ...change } = input
    return unwrap(
      id
        ? api().api.package.update[':id'].$put({ param: { id }, json: change }, keyed)
        : api().api.package.create.$post({ json: input }, keyed),
    )
  },
  deletePackage: (id: string, keyed?: Keyed) => unwrap(api().api.package.delete[':id'].$delete({ param: { id } }, keyed)),
  /** A new node, or a change of the one with `id` (whether it is on is switched in the list). */
  saveSubServer: (id: string | null, input: Out<typeof CreateSubServerInput>, keyed?: Keyed) => {
    const { enabled: _enabled, ...change } = input
    return unwrap(
      id
        ? api().api['sub-server'].update[':id'].$put({ param: { id }, json: change }, keyed)
        : api().api['sub-server'].create.$post({ json: input }, keyed),
    )
  },
  setSubServerOn: (id: string, enabled: boolean, keyed?: Keyed) =>
    unwrap(api().api['sub-server'].update[':id'].$put({ param: { id }, json: { enabled } }, keyed)),
  deleteSubServer: (id: string, keyed?: Keyed) => unwrap(api().api['sub-server'].delete[':id'].$delete({ param: { id } }, keyed)),
  issueNodeKey: (id: string, keyed?: Keyed) => unwrap(api().api['sub-server']['issue-key'][':id'].$post({ param: { id } }, keyed)),
  revokeNodeKey: (id: string, keyed?: Keyed) => unwrap(api().api['sub-server']['revoke-key'][':id'].$delete({ param: { id } }, keyed)),
  importProxies: (json: Out<typeof ImportProxiesInput>, keyed?: Keyed) =>
    unwrap(api().api['sub-server']['import-proxies'].$post({ json }, keyed)),
  setProxyStatus: (listProxyId: string[], status: 'free' | 'disabled', keyed?: Keyed) =>
    unwrap(api().api['sub-server']['proxy-status'].$put({ json: { listProxyId, status } }, keyed)),
}
