import { randomToken, sha256, timingSafeEqual } from '../auth/crypto'
import { newRefreshToken, signAccessToken } from '../auth/tokens'
import type { Config } from '../config'
import { fail, ok, type Result } from '../contract/errors'
import type { Database } from '../db/client'
import { findSession, insertSession, isSpentRefreshHash, revokeSession, rotateRefreshHash } from '../db/sessions'
import { findUserById, type UserRow } from '../db/users'
import type { RequestMeta } from './context'

export type TokenPair = { accessToken: string; refreshToken: string }
type SessionDeps = { db: Database; config: Config; now: number }

const accessToken = (deps: SessionDeps, user: UserRow, sessionId: string) =>
  signAccessToken({ sub: user.id, sid: sessionId, role: user.role }, deps.config.JWT_SECRET, deps.now, deps.config.ACCESS_TOKEN_TTL_SECONDS)

/** Starts a session (a refresh-token family) and answers its first token pair. */
export async function openSession(deps: SessionDeps, user: UserRow, meta: Partial<RequestMeta>): Promise<TokenPair> {
  const sessionId = randomToken(18)
  const refreshToken = newRefreshToken(sessionId)
  await insertSession(deps.db, {
    id: sessionId,
    userId: user.id,
    refreshHash: await sha256(refreshToken),
    createdAt: deps.now,
    rotatedAt: deps.now,
    expiresAt: deps.now + deps.config.REFRESH_TOKEN_TTL_SECONDS * 1000,
    ip: meta.ip ?? null,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
  })
  return { accessToken: await accessToken(deps, user, sessionId), refreshToken }
}

/** Rotations this object made lately: old refresh hash -> the pair it became, and when. */
export type RecentRotations = Map<string, { pair: TokenPair; at: number }>

/**
 * Renews a session; runs inside the user's UserAccount object, one renewal at a time.
 * - The current refresh token rotates: a new pair, the old token spent.
 * - The same old token again within the reuse interval (two tabs renewing at once) gets the same
 *   pair, so one token never yields two live pairs.
 * - A spent token after that is reuse: the whole family is revoked.
 */
export async function renewSession(
  deps: SessionDeps,
  sessionId: string,
  presentedToken: string,
  recent: RecentRotations,
): Promise<Result<TokenPair>> {
  const presentedHash = await sha256(presentedToken)
  const interval = deps.config.REFRESH_REUSE_INTERVAL_SECONDS * 1000
  // Entries older than the interval are not offered again (the map is pruned below as well).
  for (const [hash, entry] of recent) if (deps.now - entry.at > interval) recent.delete(hash)

  const session = await findSession(deps.db, sessionId)
  if (!session || session.revokedAt !== null || session.expiresAt <= deps.now) return fail('INVALID_TOKEN')
  const user = await findUserById(deps.db, session.userId)
  if (!user || user.bannedAt !== null) {
    await revokeSession(deps.db, sessionId, deps.now)
    return fail('INVALID_TOKEN')
  }
  if (timingSafeEqual(presentedHash, session.refreshHash)) {
    const refreshToken = newRefreshToken(sessionId)
    if (!(await rotateRefreshHash(deps.db, sessionId, presentedHash, await sha256(refreshToken), deps.now))) return fail('INVALID_TOKEN')
    const pair = { accessToken: await accessToken(deps, user, sessionId), refreshToken }
    if (interval > 0) recent.set(presentedHash, { pair, at: deps.now })
    return ok(pair)
  }
  const replay = recent.get(presentedHash)
  if (replay && deps.now - replay.at <= interval) return ok(replay.pair)
  if (await isSpentRefreshHash(deps.db, sessionId, presentedHash)) await revokeSession(deps.db, sessionId, deps.now)
  return fail('INVALID_TOKEN')
}
