import { Hono } from 'hono'
import type { ApiEnv } from './context'
import { describe } from './describe'
import { ApiError } from './errors'
import { sameOrigin } from './origin'
import { signedIn } from './session'

/**
 * `/api/ws`: the signed-in user's live channel, served by their UserAccount object. A browser
 * sends its cookie with the upgrade, so the upgrade must come from our own pages.
 */
export const live = new Hono<ApiEnv>().get(
  '/ws',
  describe('live', 'WebSocket: credited top-ups and order results, as they happen', undefined, 'signed-in'),
  signedIn(),
  async (c) => {
    if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') throw new ApiError('INVALID_INPUT')
    if (c.get('auth').via === 'cookie' && !sameOrigin(c)) throw new ApiError('PERMISSION_DENIED')
    const stub = c.env.USER_ACCOUNT.get(c.env.USER_ACCOUNT.idFromName(c.get('auth').user.id))
    const upgraded = await stub.fetch(new Request('https://user-account/ws', { headers: { upgrade: 'websocket' } }))
    // The stub's answer has immutable headers, and every answer gets the security headers on its way out.
    return new Response(null, { status: upgraded.status, headers: upgraded.headers, webSocket: upgraded.webSocket })
  },
)
