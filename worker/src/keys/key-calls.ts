import type { ErrorCode } from '../contract/errors'
import type { KeyProxyAnswer } from '../contract/keys'
import { changeRefusal, keyStatusAt, secondsUntilChange } from '../domain/key-rules'
import type { Env } from '../env'
import { markKey, runKeyChange, waitForNode } from './key-change'
import type { KeyRow } from './key-rows'

/** A refusal of a key call; GET_IP_TOO_FAST says how long to wait. */
export type KeyRefusal = { ok: false; code: ErrorCode; retryAfterSeconds?: number }
export type KeyCallResult = { ok: true; value: KeyProxyAnswer } | KeyRefusal

const lineOf = (row: KeyRow) => `${row.host}:${row.httpPort ?? row.socksPort}:${row.username}:${row.password}`

export function keyProxyAnswer(row: KeyRow, now: number): KeyProxyAnswer {
  return {
    proxy: lineOf(row),
    host: row.host,
    httpPort: row.httpPort,
    socksPort: row.socksPort,
    username: row.username,
    password: row.password,
    exitIp: row.exitAddress,
    changing: row.changeStatus === 'changing',
    nextChangeInSeconds: secondsUntilChange(row, now),
    expiresAt: row.expiresAt,
  }
}

const tooFast = (row: KeyRow, now: number): KeyRefusal => ({
  ok: false,
  code: 'GET_IP_TOO_FAST',
  retryAfterSeconds: Math.max(1, secondsUntilChange(row, now)),
})

/** `GET /api/key/current-proxy`: the key's endpoint, login, exit and timings; KEY_EXPIRED after its end. Changes nothing. */
export function currentProxy(row: KeyRow, now: number): KeyCallResult {
  if (keyStatusAt(row, now) !== 'using') return { ok: false, code: 'KEY_EXPIRED' }
  return { ok: true, value: keyProxyAnswer(row, now) }
}

/**
 * `GET /api/key/change-ip`: a new exit for the key's endpoint (ADR 0028). KEY_EXPIRED after its end;
 * GET_IP_TOO_FAST inside the minimum interval or while a change waits for its node; NOT_ENOUGHT_KEY
 * when the node has no free exit. Otherwise the answer waits (at most `waitMs`) until the node serves
 * the new exit, and says `changing: true` if it did not within that time.
 */
export async function changeKeyIp(
  env: Env,
  row: KeyRow,
  now: number,
  waitMs: number,
  reread: () => Promise<KeyRow | null>,
): Promise<KeyCallResult> {
  const refusal = changeRefusal(row, now)
  if (refusal === 'GET_IP_TOO_FAST') return tooFast(row, now)
  if (refusal) return { ok: false, code: refusal }
  const change = await markKey(env.DB, row.id, now)
  // Another call marked it first (or it ended meanwhile): answer by the rules as the key is now.
  if (!change) {
    const latest = (await reread()) ?? row
    return changeRefusal(latest, now) === 'KEY_EXPIRED' ? { ok: false, code: 'KEY_EXPIRED' } : tooFast(latest, now)
  }
  const moved = await runKeyChange(env, change, now)
  if (!moved.ok) return { ok: false, code: moved.code }
  await waitForNode(env.DB, row.id, waitMs)
  const after = await reread()
  // The seconds to the next change count from the answer, after the wait.
  return after ? { ok: true, value: keyProxyAnswer(after, Math.max(now, Date.now())) } : { ok: false, code: 'UNKNOW_ERROR' }
}
