import { Hono } from 'hono'
import { importProxies } from '../catalogue/proxy-import'
import { listInventory, setProxyStatus } from '../catalogue/proxy-list'
import {
  ImportProxiesAnswer,
  ImportProxiesInput,
  InventoryProxyView,
  InventoryQuery,
  ProxyStatusAnswer,
  ProxyStatusInput,
} from '../contract/inventory'
import { listResult } from '../contract/list'
import type { ApiEnv } from './context'
import { describe } from './describe'
import { unwrapResult } from './results'
import { adminOnly, signedIn } from './session'
import { validate } from './validation'

/** The inventory of the proxy nodes, admins only: import from text lists, list, put on or off sale. */
export const subServerProxies = new Hono<ApiEnv>()
  .post(
    '/import-proxies',
    describe(
      'sub-server',
      'Import a text list (ip:port:user:pass, user:pass@ip:port, http:// or socks5:// URLs; IPv6 in brackets) as one product of one country. ' +
        'Any bad line stops the import and every one is reported; duplicates are skipped; dryRun only checks',
      ImportProxiesAnswer,
      'admin',
    ),
    signedIn(),
    adminOnly,
    validate('json', ImportProxiesInput),
    async (c) => c.json(unwrapResult(await importProxies(c.get('db'), c.req.valid('json'), c.get('now'))), 200),
  )
  .get(
    '/list-proxies',
    describe(
      'sub-server',
      'The inventory, newest first, searched by host or username, filtered by status, node and product',
      listResult(InventoryProxyView),
      'admin',
    ),
    signedIn(),
    adminOnly,
    validate('query', InventoryQuery),
    async (c) => c.json(await listInventory(c.get('db'), c.req.valid('query')), 200),
  )
  .put(
    '/proxy-status',
    describe(
      'sub-server',
      "Put proxies on sale ('free') or take them out ('disabled'); sold ones are never touched",
      ProxyStatusAnswer,
      'admin',
    ),
    signedIn(),
    adminOnly,
    validate('json', ProxyStatusInput),
    async (c) => {
      const { listProxyId, status } = c.req.valid('json')
      return c.json(await setProxyStatus(c.get('db'), listProxyId, status, c.get('now')), 200)
    },
  )
