import { Hono } from 'hono'
import { ChangeIpAnswer, SelectionInput } from '../contract/bought-proxies'
import { changeIps } from '../ip-changes/change-ip'
import type { ApiEnv } from './context'
import { describe } from './describe'
import { unwrapResult } from './results'
import { signedIn } from './session'
import { validate } from './validation'

/** IP changes of bought proxies (ADR 0015); the automatic ones run from jobs/ip-auto-change.ts. */
export const boughtProxyIp = new Hono<ApiEnv>().post(
  '/change-ip',
  describe(
    'bought-proxy',
    'Move the selected proxies to other free addresses of the same product; login, tag, comment and auth IPs stay. ' +
      'Refused as a whole with PROXY_NOT_EXISTS, ORDER_EXPIRED, RESET_TOO_FAST (once a minute a proxy) or ' +
      'GET_IP_TOO_FAST (200 a minute an account); otherwise each proxy answers ok or NOT_ENOUGT_PROXY',
    ChangeIpAnswer,
    'api-key',
  ),
  signedIn({ apiKey: true }),
  validate('json', SelectionInput),
  async (c) => {
    const caller = { env: c.env, userId: c.get('auth').user.id, now: c.get('now') }
    return c.json(unwrapResult(await changeIps(caller, c.req.valid('json').listBoughtProxyId)), 200)
  },
)
