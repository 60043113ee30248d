import type { IpChangeMode } from '@proxy-portal/worker/contract/bought-proxies'
import { api, unwrap } from '../../lib/api'
import type { Keyed } from '../../lib/api-mutation'
import { ORDERS_KEY } from '../orders/queries'
import { SESSION_KEY } from '../session/session-query'

const bought = () => api().api['bought-proxy']
const tag = () => api().api.tag

/**
 * The changes of /manage-private-proxy, each on a selection of bought proxies (their ids), run by the
 * mutation helper with these options: the failure shows beside the control, and afterwards the orders
 * (which hold the proxies' renewal and auto-renew) are read again with the proxies.
 */
export const proxyChange = { refresh: [ORDERS_KEY], handles: true } as const
/** A paid change also moves the balance and the money lists. */
export const paidProxyChange = { refresh: [ORDERS_KEY, SESSION_KEY, ['money']], handles: true } as const

export const proxyCalls = {
  comment: (id: string, comment: string, keyed?: Keyed) => unwrap(bought().update[':id'].$put({ param: { id }, json: { comment } }, keyed)),
  updateList: (
    listBoughtProxyId: string[],
    change: { comment?: string; ipChangeMode?: IpChangeMode; ipChangeInterval?: number },
    keyed?: Keyed,
  ) => unwrap(bought()['update-list'].$put({ json: { listBoughtProxyId, ...change } }, keyed)),
  authIp: (listBoughtProxyId: string[], authIp: string, keyed?: Keyed) =>
    unwrap(bought()['auth-ip'].$put({ json: { listBoughtProxyId, authIp } }, keyed)),
  changePassword: (listBoughtProxyId: string[], password: string, keyed?: Keyed) =>
    unwrap(bought()['change-password'].$put({ json: { listBoughtProxyId, password } }, keyed)),
  autoRenew: (listBoughtProxyId: string[], autoRenew: boolean, keyed?: Keyed) =>
    unwrap(bought()['auto-renew-list'].$put({ json: { listBoughtProxyId, autoRenew } }, keyed)),
  /** Paid: run with the selection as what is asked, so a retry after a lost answer replays it rather than paying twice. */
  renewList: (listBoughtProxyId: string[], keyed: Keyed) => unwrap(bought()['renew-list'].$put({ json: { listBoughtProxyId } }, keyed)),
  changeIp: (listBoughtProxyId: string[], keyed?: Keyed) => unwrap(bought()['change-ip'].$post({ json: { listBoughtProxyId } }, keyed)),
  check: (listBoughtProxyId: string[], keyed?: Keyed) => unwrap(bought().check.$post({ json: { listBoughtProxyId } }, keyed)),
  tag: (listProxyId: string[], tagId: string, keyed?: Keyed) => unwrap(bought().tag.$post({ json: { listProxyId, tagId } }, keyed)),
  untag: (listProxyId: string[], keyed?: Keyed) => unwrap(bought().untagged.$post({ json: { listProxyId } }, keyed)),
  createTag: (name: string, keyed?: Keyed) => unwrap(tag().create.$post({ json: { name } }, keyed)),
  renameTag: (id: string, name: string, keyed?: Keyed) => unwrap(tag().update[':id'].$put({ param: { id }, json: { name } }, keyed)),
  deleteTag: (id: string, keyed?: Keyed) => unwrap(tag().delete[':id'].$delete({ param: { id } }, keyed)),
}
