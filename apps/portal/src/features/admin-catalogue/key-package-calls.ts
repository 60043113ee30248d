import type { CreateKeyPackageInput, UpdateKeyPackageInput } from '@proxy-portal/worker/contract/key-packages'
import { api, unwrap } from '../../lib/api'
import type { Keyed } from '../../lib/api-mutation'

const keyPackage = () => api().api['key-package']

/** The key package editor's changes (ADR 0028), run by the mutation helper as the catalogue's others are. */
export const keyPackageCalls = {
  /** A new package, or a change of the one with `id` (its place in the list is not edited here). */
  save: (id: string | null, input: CreateKeyPackageInput, keyed?: Keyed) => {
    const { sortOrder: _sortOrder, ...change } = input
    return unwrap(
      id ? keyPackage().update[':id'].$put({ param: { id }, json: change }, keyed) : keyPackage().create.$post({ json: input }, keyed),
    )
  },
  update: (id: string, json: UpdateKeyPackageInput, keyed?: Keyed) =>
    unwrap(keyPackage().update[':id'].$put({ param: { id }, json }, keyed)),
  remove: (id: string, keyed?: Keyed) => unwrap(keyPackage().delete[':id'].$delete({ param: { id } }, keyed)),
}
