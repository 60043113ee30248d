import type { OrderChoice } from '@proxy-portal/worker/contract/orders'
import { api, unwrap } from '../../lib/api'
import type { Keyed } from '../../lib/api-mutation'

export type Purchase = { kind: 'choice'; choice: OrderChoice } | { kind: 'package'; packageId: string }

const client = () => api().api.order

/** Buying a choice or a package, run by the mutation helper (lib/api-mutation.ts). */
export const purchaseCalls = {
  buy: (purchase: Purchase, keyed: Keyed) =>
    purchase.kind === 'choice'
      ? unwrap(client().create.$post({ json: purchase.choice }, keyed))
      : unwrap(client()['buy-package'][':id'].$post({ param: { id: purchase.packageId } }, keyed)),
}
