import { Hono } from 'hono'
import { checkHeldProxies, healthUpdates } from '../checker/check-held'
import { portalEndpointOf } from '../checker/destinations'
import { heldByUser, storeHealth } from '../checker/held-proxies'
import { checkSettings } from '../checker/settings'
import { config } from '../config'
import { BoughtCheckAnswer, BoughtCheckInput } from '../contract/checker'
import type { ApiEnv } from './context'
import { describe } from './describe'
import { ApiError } from './errors'
import { signedIn } from './session'
import { validate } from './validation'

/**
 * `POST /api/bought-proxy/check`: checks the caller's own proxies with their login on their HTTP and
 * SOCKS5 ports and stores the health the list shows. Every id must be a proxy the caller holds
 * (PROXY_NOT_EXISTS otherwise). Expired ones are not refused but answered `locked` and left unchecked:
 * a bulk selection on the list may hold both, and their login is off on the node anyway (ADR 0015).
 */
export const boughtProxyCheck = new Hono<ApiEnv>().post(
  '/check',
  describe(
    'bought-proxy',
    'Check own proxies now (HTTP and SOCKS5 ports, own login): health is stored and answered with exit IP and working protocols; expired ones answer locked',
    BoughtCheckAnswer,
    'api-key',
  ),
  signedIn({ apiKey: true }),
  validate('json', BoughtCheckInput),
  async (c) => {
    const ids = [...new Set(c.req.valid('json').listBoughtProxyId)]
    const held = await heldByUser(c.get('db'), c.get('auth').user.id, ids)
    if (held.length !== ids.length) throw new ApiError('PROXY_NOT_EXISTS')
    const checks = await checkHeldProxies(
      held.filter((proxy) => proxy.status === 'using'),
      checkSettings(config(c.env), portalEndpointOf(new URL(c.req.url))),
    )
    await storeHealth(c.get('db'), healthUpdates(checks))
    const byId = new Map(checks.map((check) => [check.id, check]))
    const heldById = new Map(held.map((proxy) => [proxy.id, proxy]))
    const results: BoughtCheckAnswer['results'] = ids.map((id) => {
      const check = byId.get(id)
      if (check) return { ...check, locked: false }
      return { id, locked: true, health: heldById.get(id)?.health ?? null, exitIp: null, protocols: [] }
    })
    return c.json({ results }, 200)
  },
)
