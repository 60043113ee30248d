import { type Context, Hono } from 'hono'
import * as v from 'valibot'
import { setSelectionAutoRenew } from '../bought-proxies/auto-renew'
import { listBoughtProxies } from '../bought-proxies/bought-proxy-list'
import { changePasswords, setAuthIps } from '../bought-proxies/proxy-access'
import { RenewQuote, renewQuote, renewSelection } from '../bought-proxies/proxy-renewal'
import { setComment, updateSettings } from '../bought-proxies/proxy-settings'
import { tagProxies, untagProxies } from '../bought-proxies/proxy-tags'
import {
  AuthIpListInput,
  AutoRenewListAnswer,
  AutoRenewListInput,
  BoughtProxyListQuery,
  BoughtProxyView,
  BulkAnswer,
  ChangePasswordInput,
  CommentInput,
  SelectionInput,
  TagAssignInput,
  UntagInput,
  UpdateListInput,
} from '../contract/bought-proxies'
import { listResult } from '../contract/list'
import { RenewListAnswer } from '../contract/orders'
import type { ApiEnv } from './context'
import { type Access, describe } from './describe'
import { callerOf } from './order'
import { unwrapResult } from './results'
import { signedIn } from './session'
import { validate } from './validation'

const who = (c: Context<ApiEnv>) => ({ db: c.get('db'), userId: c.get('auth').user.id, now: c.get('now') })
const bulk = (summary: string, access: Access = 'signed-in') => describe('bought-proxy', summary, BulkAnswer, access)
const IdParam = v.object({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(64, 'tooLong')) })

/** The customer's bought proxies (spec section 7, Bought proxy): /manage-private-proxy. Selections are all or nothing. */
export const boughtProxy = new Hono<ApiEnv>()
  .get(
    '/list',
    describe(
      'bought-proxy',
      'Proxies the user holds, 25 a page: status (all, using, expired), country, tag (or none), search (host, username, comment, order code), sort',
      listResult(BoughtProxyView),
      'api-key',
    ),
    signedIn({ apiKey: true }),
    validate('query', BoughtProxyListQuery),
    async (c) => c.json(await listBoughtProxies(c.get('db'), c.get('auth').user.id, c.req.valid('query'), c.get('now')), 200),
  )
  .put(
    '/update/:id',
    describe('bought-proxy', 'The comment of one proxy', BoughtProxyView, 'signed-in'),
    signedIn(),
    validate('param', IdParam),
    validate('json', CommentInput),
    async (c) => {
      const { db, userId, now } = who(c)
      return c.json(unwrapResult(await setComment(db, userId, c.req.valid('param').id, c.req.valid('json').comment, now)), 200)
    },
  )
  .put(
    '/update-list',
    bulk('The comment and/or the IP-change mode and interval (5 to 1000 minutes) of selected proxies; IP changes only in use'),
    signedIn(),
    validate('json', UpdateListInput),
    async (c) => {
      const { db, userId, now } = who(c)
      const { listBoughtProxyId, ...settings } = c.req.valid('json')
      return c.json(unwrapResult(await updateSettings(db, userId, listBoughtProxyId, settings, now)), 200)
    },
  )
  .put(
    '/auth-ip',
    bulk('The auth IPs of selected proxies in use: one IPv4 a line, at most 3', 'api-key'),
    // The extension's 'use IP auth here' (ADR 0016): an API key or an extension token may set them.
    signedIn({ apiKey: true }),
    validate('json', AuthIpListInput),
    async (c) => {
      const { db, userId, now } = who(c)
      const { listBoughtProxyId, authIp } = c.req.valid('json')
      return c.json(unwrapResult(await setAuthIps(db, userId, listBoughtProxyId, authIp, now)), 200)
    },
  )
  .put(
    '/change-password',
    bulk('A new password (10 to 20 letters or digits) for selected proxies in use; once per proxy per 2 minutes'),
    signedIn(),
    validate('json', ChangePasswordInput),
    async (c) => {
      const { db, userId, now } = who(c)
      const { listBoughtProxyId, password } = c.req.valid('json')
      return c.json(unwrapResult(await changePasswords(db, userId, listBoughtProxyId, password, now)), 200)
    },
  )
  .put(
    '/auto-renew-list',
    describe(
      'bought-proxy',
      'Turn auto-renewal of selected proxies on or off (a part of an order becomes its own order); answers how many proxies changed',
      AutoRenewListAnswer,
      'signed-in',
    ),
    signedIn(),
    validate('json', AutoRenewListInput),
    async (c) => {
      const { db, userId, now } = who(c)
      const { listBoughtProxyId, autoRenew } = c.req.valid('json')
      return c.json(unwrapResult(await setSelectionAutoRenew(db, userId, listBoughtProxyId, autoRenew, now)), 200)
    },
  )
  .post(
    '/renew-quote',
    describe(
      'bought-proxy',
      'What renewing selected proxies costs: each of their expired orders once, and the total',
      RenewQuote,
      'api-key',
    ),
    signedIn({ apiKey: true }),
    validate('json', SelectionInput),
    async (c) => {
      const { db, userId, now } = who(c)
      return c.json(unwrapResult(await renewQuote(db, userId, c.req.valid('json').listBoughtProxyId, now)), 200)
    },
  )
  .put(
    '/renew-list',
    describe(
      'bought-proxy',
      'Renew the expired orders of selected proxies, each once and each its own purchase (Idempotency-Key)',
      RenewListAnswer,
      'signed-in',
    ),
    signedIn(),
    validate('json', SelectionInput),
    async (c) => c.json(unwrapResult(await renewSelection(callerOf(c), c.req.valid('json').listBoughtProxyId)), 200),
  )
  .post('/tag', bulk('Put one of the user tags on selected proxies'), signedIn(), validate('json', TagAssignInput), async (c) => {
    const { db, userId, now } = who(c)
    const { listProxyId, tagId } = c.req.valid('json')
    return c.json(unwrapResult(await tagProxies(db, userId, listProxyId, tagId, now)), 200)
  })
  .post('/untagged', bulk('Take the tag off selected proxies'), signedIn(), validate('json', UntagInput), async (c) => {
    const { db, userId, now } = who(c)
    return c.json(unwrapResult(await untagProxies(db, userId, c.req.valid('json').listProxyId, now)), 200)
  })
