import type { BuyKeysInput } from '@proxy-portal/worker/contract/keys'
import { api, unwrap } from '../../lib/api'
import type { Keyed } from '../../lib/api-mutation'
import { SESSION_KEY } from '../session/session-query'
import { KEYS_KEY } from './queries'

/**
 * A key change, run by the mutation helper with what is asked, so a purchase lost on the network and
 * asked again replays instead of paying twice. The caller shows a failure itself; after any answer the
 * keys, the packages' stock, the balance and the money lists are read again.
 */
export const keyChange = { refresh: [KEYS_KEY, ['key-packages'], SESSION_KEY, ['money']], handles: true } as const

const key = () => api().api.key

export const keyCalls = {
  buy: (json: BuyKeysInput, keyed: Keyed) => unwrap(key().buy.$post({ json }, keyed)),
  renew: (id: string, keyed: Keyed) => unwrap(key().renew[':id'].$put({ param: { id } }, keyed)),
  autoRenew: (id: string, autoRenew: boolean, keyed: Keyed) =>
    unwrap(key()['auto-renew'].$put({ json: { listKeyId: [id], autoRenew } }, keyed)),
  /** The public call a tool makes with the key alone; it answers once the node serves the new exit. */
  changeIp: (text: string) => unwrap(key()['change-ip'].$get({ query: { key: text } })),
}
