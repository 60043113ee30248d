import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import * as v from 'valibot'
import { issueExtensionToken, listExtensionTokens, revokeExtensionToken, roomForAnotherBrowser } from '../accounts/extension-tokens'
import { ExtensionTokenAnswer, ExtensionTokenInput, ExtensionTokenView, MAX_EXTENSION_TOKENS } from '../contract/extension'
import { listResult } from '../contract/list'
import type { ApiEnv } from './context'
import { describe } from './describe'
import { ApiError, errorResponse } from './errors'
import { unwrapResult } from './results'
import { signedIn } from './session'
import { validate } from './validation'

const IdParam = v.object({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(64, 'tooLong')) })

/** The cap is a limit on the input, answered as validation of the label (as the tag cap is). */
const roomForOneMore = createMiddleware<ApiEnv>(async (c, next) => {
  if (!(await roomForAnotherBrowser(c.get('db'), c.get('auth').user.id))) {
    return errorResponse(c, 'INVALID_INPUT', [{ path: 'label', message: 'tooLong' }])
  }
  await next()
})

/**
 * The browser extension's connection (ADR 0016): /account issues, lists and revokes extension
 * tokens with a session; the extension revokes its own token when it disconnects.
 */
export const userExtension = new Hono<ApiEnv>()
  .post(
    '/extension-token',
    describe(
      'user',
      `A new extension token for one browser, shown once inside a connection code (at most ${MAX_EXTENSION_TOKENS} connected)`,
      ExtensionTokenAnswer,
      'signed-in',
    ),
    signedIn(),
    validate('json', ExtensionTokenInput),
    roomForOneMore,
    async (c) => {
      const store = { db: c.get('db'), now: c.get('now') }
      // The portal's public address, as the browser reached it: the extension calls the same one.
      const origin = new URL(c.req.url).origin
      const issued = await issueExtensionToken(store, c.get('auth').user.id, c.req.valid('json').label, origin)
      // Only a race past roomForOneMore lands here.
      if (!issued.ok) throw new ApiError('INVALID_INPUT')
      return c.json(issued.value, 200)
    },
  )
  .get(
    '/extension-tokens',
    describe('user', 'The browsers connected to this account, newest first', listResult(ExtensionTokenView), 'signed-in'),
    signedIn(),
    async (c) => {
      const data = await listExtensionTokens(c.get('db'), c.get('auth').user.id)
      return c.json({ data, total: data.length }, 200)
    },
  )
  // Before '/:id', so 'self' is never read as an id.
  .delete(
    '/extension-token/self',
    describe(
      'user',
      "The extension's disconnect: revokes the extension token that makes the call (an API key or a session is left as it is)",
      v.object({ revoked: v.boolean() }),
      'api-key',
    ),
    signedIn({ apiKey: true }),
    async (c) => {
      const { user, extensionTokenId } = c.get('auth')
      if (extensionTokenId === undefined) return c.json({ revoked: false }, 200)
      const store = { db: c.get('db'), now: c.get('now') }
      return c.json({ revoked: (await revokeExtensionToken(store, user.id, extensionTokenId)).ok }, 200)
    },
  )
  .delete(
    '/extension-token/:id',
    describe('user', 'Disconnects one browser: its extension token stops working', v.object({ revoked: v.literal(true) }), 'signed-in'),
    signedIn(),
    validate('param', IdParam),
    async (c) => {
      const store = { db: c.get('db'), now: c.get('now') }
      return c.json(unwrapResult(await revokeExtensionToken(store, c.get('auth').user.id, c.req.valid('param').id)), 200)
    },
  )
