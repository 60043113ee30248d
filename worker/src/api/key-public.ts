import { type Context, Hono } from 'hono'
import { config } from '../config'
import { KeyCallQuery, KeyProxyAnswer, keyAnswerText } from '../contract/keys'
import { defaultLimits } from '../contract/rate-limits'
import type { KeyCallResult } from '../keys/key-calls'
import { changeKeyIp, currentProxy } from '../keys/key-calls'
import { findKeyByText, type KeyRow } from '../keys/key-rows'
import type { ApiEnv } from './context'
import { describe } from './describe'
import { ApiError } from './errors'
import { enforceLimits, sayRetryAfter } from './rate-limit'
import { validate } from './validation'

const { limit, windowMs } = defaultLimits.keyCallsPerKey
const LIMIT = `At most ${limit} calls per ${windowMs / 1000} s per key (both calls together); past it TOO_MANY_REQUEST (429) with Retry-After.`
const FORMAT = '`format=text` answers lines: `host:port:user:pass`, `exit_ip=`, `changing=`, `next_change_in=` (seconds), `expires_at=`.'

/** The key of the call: unknown, or its holder banned or deleted, is INVALID_TOKEN (401); then one hit of the key's limit. */
async function keyOf(c: Context<ApiEnv>, text: string): Promise<KeyRow> {
  const row = await findKeyByText(c.get('db'), text)
  if (!row || row.ownerLocked === 1 || row.status === 'released') throw new ApiError('INVALID_TOKEN')
  await enforceLimits(c, [['keyCallsPerKey', row.id]])
  return row
}

function answer(c: Context<ApiEnv>, result: KeyCallResult, format: 'json' | 'text') {
  if (!result.ok) {
    if (result.retryAfterSeconds !== undefined) sayRetryAfter(c, result.retryAfterSeconds * 1000)
    throw new ApiError(result.code)
  }
  return format === 'text' ? c.text(keyAnswerText(result.value), 200) : c.json(result.value, 200)
}

const changeIp = async (c: Context<ApiEnv>, query: { key: string; format: 'json' | 'text' }) => {
  const row = await keyOf(c, query.key)
  const waitMs = config(c.env).KEY_CHANGE_WAIT_MS
  const reread = () => findKeyByText(c.get('db'), query.key)
  return answer(c, await changeKeyIp(c.env, row, c.get('now'), waitMs, reread), query.format)
}

const changeSummary =
  'A new exit IP for the key (the key alone, no login). The endpoint and login stay; the answer comes once the node serves the new exit ' +
  '(`changing: true` if it did not within 20 s). GET_IP_TOO_FAST inside the minimum interval (Retry-After says when), ' +
  `NOT_ENOUGHT_KEY when the node has no free exit, KEY_EXPIRED after the key's end. ${FORMAT} ${LIMIT}`

/** The public key calls (ADR 0028): they take only the key, for tools that rotate with a URL. */
export const keyPublic = new Hono<ApiEnv>()
  .get(
    '/current-proxy',
    describe(
      'key',
      `The key's proxy now (the key alone, no login): endpoint and login, exit IP, seconds until a change is allowed, expiry; KEY_EXPIRED after its end. ${FORMAT} ${LIMIT}`,
      KeyProxyAnswer,
    ),
    validate('query', KeyCallQuery),
    async (c) => {
      const query = c.req.valid('query')
      return answer(c, currentProxy(await keyOf(c, query.key), c.get('now')), query.format)
    },
  )
  .get('/change-ip', describe('key', changeSummary, KeyProxyAnswer), validate('query', KeyCallQuery), (c) =>
    changeIp(c, c.req.valid('query')),
  )
  .post('/change-ip', describe('key', changeSummary, KeyProxyAnswer), validate('query', KeyCallQuery), (c) =>
    changeIp(c, c.req.valid('query')),
  )
