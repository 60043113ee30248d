import { Hono } from 'hono'
import * as v from 'valibot'
import { AuthIpInput, TrialChoice, TrialView } from '../contract/plans'
import { parseAuthIps } from '../domain/auth-ips'
import { createTrial } from '../trials/create-trial'
import { findTrialOfUser, setTrialAuthIps, toTrialView } from '../trials/trial-store'
import type { ApiEnv } from './context'
import { describe } from './describe'
import { ApiError } from './errors'
import { unwrapResult } from './results'
import { signedIn } from './session'
import { validate } from './validation'

export const trial = new Hono<ApiEnv>()
  .post(
    '/create',
    describe('trial', 'Start the free trial: once per user, US shared proxies only, for an hour', TrialView, 'signed-in'),
    signedIn(),
    validate('json', TrialChoice),
    async (c) => {
      const db = c.get('db')
      const started = unwrapResult(await createTrial(db, c.get('auth').user.id, c.req.valid('json').countryCode, c.get('now')))
      return c.json(await toTrialView(db, started, c.get('now')), 200)
    },
  )
  .get(
    '/my-trial',
    describe('trial', 'The trial with its proxies and login, or null before it was taken', v.nullable(TrialView), 'api-key'),
    signedIn({ apiKey: true }),
    async (c) => {
      const found = await findTrialOfUser(c.get('db'), c.get('auth').user.id)
      return c.json(found ? await toTrialView(c.get('db'), found, c.get('now')) : null, 200)
    },
  )
  .post(
    '/authIp',
    describe(
      'trial',
      'Set the auth IPs of the trial proxies: one IPv4 per line, at most 3',
      v.object({ authIps: v.array(v.string()) }),
      'api-key',
    ),
    signedIn({ apiKey: true }),
    validate('json', AuthIpInput),
    async (c) => {
      const found = await findTrialOfUser(c.get('db'), c.get('auth').user.id)
      if (!found) throw new ApiError('NOT_FOUND')
      if (found.status === 'expired' || found.expiresAt <= c.get('now')) throw new ApiError('ORDER_EXPIRED')
      const authIps = unwrapResult(parseAuthIps(c.req.valid('json').authIp, found.authIps))
      await setTrialAuthIps(c.get('db'), found.id, authIps)
      return c.json({ authIps }, 200)
    },
  )
