import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import { checkStream } from '../checker/check-stream'
import { portalEndpointOf } from '../checker/destinations'
import { checkSettings } from '../checker/settings'
import { config } from '../config'
import { CheckProxyInput, MAX_CHECK_LINES } from '../contract/checker'
import type { ApiEnv } from './context'
import { securityOf } from './describe'
import { enforceLimits } from './rate-limit'
import { signedIn } from './session'
import { validate } from './validation'

const checkProxyDoc = describeRoute({
  tags: ['proxy'],
  summary:
    `Check up to ${MAX_CHECK_LINES} proxies, one per line (ip:port, ip:port:user:pass, user:pass@ip:port, scheme://user:pass@host:port; ` +
    'IPv6 in brackets) over HTTP CONNECT and/or SOCKS5: alive, protocols, connect/handshake/total ms, exit IP, failure reason. ' +
    'Any unreadable line refuses the check (INVALID_INPUT, details proxies.<line>). The answer streams one JSON event per line (signed-in or API key)',
  security: securityOf['api-key'],
  responses: {
    // The events are spelled out in words: the reference page renders only JSON bodies.
    200: {
      description:
        'application/x-ndjson, one event per line: {type:"start", total, exitIpLookup}; then per proxy as it finishes ' +
        '{type:"result", index, line, proxy, alive, protocols, connectMs, handshakeMs, latencyMs, exitIp, failure} ' +
        '(failure: refused | timeout | auth_failed | bad_reply | dns); then {type:"done", alive, dead}',
    },
    default: { $ref: '#/components/responses/Error' },
  },
})

/** The proxy checker: real connections from the Worker to the customer's proxies (spec: POST check-proxy). */
export const proxy = new Hono<ApiEnv>().post(
  '/check-proxy',
  checkProxyDoc,
  signedIn({ apiKey: true }),
  validate('json', CheckProxyInput),
  async (c) => {
    await enforceLimits(c, [['proxyCheckPerUser', c.get('auth').user.id]])
    const { proxies, protocol } = c.req.valid('json')
    const { body, finished } = checkStream(proxies, protocol, checkSettings(config(c.env), portalEndpointOf(new URL(c.req.url))))
    c.executionCtx.waitUntil(finished)
    return c.body(body, 200, { 'content-type': 'application/x-ndjson; charset=utf-8', 'cache-control': 'no-store' })
  },
)
