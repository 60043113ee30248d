import type { IpChangeMode } from '@proxy-portal/worker/contract/bought-proxies'
import { api, unwrap } from '../../lib/api'

const bought = () => api().api['bought-proxy']
const tag = () => api().api.tag

/** The calls of /manage-private-proxy, each on a selection of bought proxies (their ids). */
export const proxyApi = {
  comment: (id: string, comment: string) => unwrap(bought().update[':id'].$put({ param: { id }, json: { comment } })),
  updateList: (listBoughtProxyId: string[], change: { comment?: string; ipChangeMode?: IpChangeMode; ipChangeInterval?: number }) =>
    unwrap(bought()['update-list'].$put({ json: { listBoughtProxyId, ...change } })),
  authIp: (listBoughtProxyId: string[], authIp: string) => unwrap(bought()['auth-ip'].$put({ json: { listBoughtProxyId, authIp } })),
  changePassword: (listBoughtProxyId: string[], password: string) =>
    unwrap(bought()['change-password'].$put({ json: { listBoughtProxyId, password } })),
  autoRenew: (listBoughtProxyId: string[], autoRenew: boolean) =>
    unwrap(bought()['auto-renew-list'].$put({ json: { listBoughtProxyId, autoRenew } })),
  renewQuote: (listBoughtProxyId: string[]) => unwrap(bought()['renew-quote'].$post({ json: { listBoughtProxyId } })),
  /** A paid call: one Idempotency-Key per confirmed renewal, so a retry after a lost answer never pays twice. */
  renewList: (listBoughtProxyId: string[], key: string) =>
    unwrap(bought()['renew-list'].$put({ json: { listBoughtProxyId } }, { headers: { 'Idempotency-Key': key } })),
  changeIp: (listBoughtProxyId: string[]) => unwrap(bought()['change-ip'].$post({ json: { listBoughtProxyId } })),
  check: (listBoughtProxyId: string[]) => unwrap(bought().check.$post({ json: { listBoughtProxyId } })),
  tag: (listProxyId: string[], tagId: string) => unwrap(bought().tag.$post({ json: { listProxyId, tagId } })),
  untag: (listProxyId: string[]) => unwrap(bought().untagged.$post({ json: { listProxyId } })),
  createTag: (name: string) => unwrap(tag().create.$post({ json: { name } })),
  renameTag: (id: string, name: string) => unwrap(tag().update[':id'].$put({ param: { id }, json: { name } })),
  deleteTag: (id: string) => unwrap(tag().delete[':id'].$delete({ param: { id } })),
}
