import { Hono } from 'hono'
import {
  BuyKeysAnswer,
  BuyKeysInput,
  KeyAnswer,
  KeyAuthIpInput,
  KeyAutoRenewInput,
  KeyIdParam,
  KeyListQuery,
  KeysUpdated,
  KeyView,
} from '../contract/keys'
import { listResult } from '../contract/list'
import { buyKeys } from '../keys/buy-keys'
import { listKeys } from '../keys/key-rows'
import { setKeysAuthIps, setKeysAutoRenew } from '../keys/key-settings'
import { renewKey } from '../keys/renew-key'
import type { ApiEnv } from './context'
import { describe } from './describe'
import { callerOf } from './order'
import { unwrapResult } from './results'
import { signedIn } from './session'
import { validate } from './validation'

/** A customer's rotating keys (ADR 0028); the public calls that take only a key are in key-public.ts. */
export const key = new Hono<ApiEnv>()
  .post(
    '/buy',
    describe(
      'key',
      "Buy keys of a package at its price ('buy key'; NOT_ENOUGHT_KEY when the stock is short; Idempotency-Key: a retry answers the first purchase)",
      BuyKeysAnswer,
      'signed-in',
    ),
    signedIn(),
    validate('json', BuyKeysInput),
    async (c) => c.json(unwrapResult(await buyKeys(callerOf(c), c.req.valid('json'))), 200),
  )
  .get(
    '/list',
    describe(
      'key',
      'The keys of the signed-in user not yet released, newest first; filter by status, search',
      listResult(KeyView),
      'api-key',
    ),
    signedIn({ apiKey: true }),
    validate('query', KeyListQuery),
    async (c) => c.json(await listKeys(c.get('db'), c.get('auth').user.id, c.req.valid('query'), c.get('now')), 200),
  )
  .put(
    '/renew/:id',
    describe(
      'key',
      "Renew an expired key for one more period at its renewal price ('renew key'; NOT_EXPIRE while it runs, KEY_EXPIRED once released; Idempotency-Key)",
      KeyAnswer,
      'signed-in',
    ),
    signedIn(),
    validate('param', KeyIdParam),
    async (c) => c.json(unwrapResult(await renewKey(callerOf(c), c.req.valid('param').id)), 200),
  )
  .put(
    '/auto-renew',
    describe(
      'key',
      'Turn auto-renewal of the selected keys on or off (renewed from the balance within the day before their end)',
      KeysUpdated,
      'api-key',
    ),
    signedIn({ apiKey: true }),
    validate('json', KeyAutoRenewInput),
    async (c) => {
      const { listKeyId, autoRenew } = c.req.valid('json')
      return c.json(unwrapResult(await setKeysAutoRenew(c.get('db'), c.get('auth').user.id, listKeyId, autoRenew, c.get('now'))), 200)
    },
  )
  .put(
    '/auth-ip',
    describe('key', 'Let up to 3 IPv4 client addresses use the selected keys without the login (one per line)', KeysUpdated, 'api-key'),
    signedIn({ apiKey: true }),
    validate('json', KeyAuthIpInput),
    async (c) => {
      const { listKeyId, authIp } = c.req.valid('json')
      return c.json(unwrapResult(await setKeysAuthIps(c.get('db'), c.get('auth').user.id, listKeyId, authIp, c.get('now'))), 200)
    },
  )
