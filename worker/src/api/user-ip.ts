import { Hono } from 'hono'
import * as v from 'valibot'
import type { ApiEnv } from './context'
import { describe } from './describe'
import { requestMeta } from './request-meta'
import { signedIn } from './session'

export const MyIpView = v.object({ ip: v.nullable(v.string()), countryCode: v.nullable(v.string()) })

/**
 * The address the caller reaches the portal from (the free tools' 'my IP', and the extension's 'use
 * IP auth here', which adds it to a proxy's auth IPs). Read from Cloudflare's headers, never guessed.
 */
export const userIp = new Hono<ApiEnv>().get(
  '/my-ip',
  describe('user', "The caller's public IP address and country as the edge sees them (null when unknown)", MyIpView, 'api-key'),
  signedIn({ apiKey: true }),
  (c) => {
    const meta = requestMeta(c)
    return c.json({ ip: meta.ip ?? null, countryCode: meta.countryCode ?? null }, 200)
  },
)
