import { randomToken, sha256 } from '../auth/crypto'
import { fail, ok, type Result } from '../contract/errors'
import { connectCodeOf, EXTENSION_TOKEN_PREFIX, type ExtensionTokenView, MAX_EXTENSION_TOKENS } from '../contract/extension'
import type { Database } from '../db/client'
import {
  countLiveExtensionTokens,
  type ExtensionTokenRow,
  findLiveExtensionToken,
  insertExtensionTokenUnderCap,
  liveExtensionTokens,
  revokeExtensionTokenRow,
  touchExtensionToken,
} from '../db/extension-tokens'
import type { UserRow } from '../db/users'

/** A use is recorded at most once a minute per token: /account shows "last used", not every call. */
const LAST_USED_QUIET_MS = 60_000

type Store = { db: Database; now: number }

const toView = (row: ExtensionTokenRow): ExtensionTokenView => ({
  _id: row.id,
  label: row.label,
  createdAt: row.createdAt,
  lastUsedAt: row.lastUsedAt,
})

export type ExtensionTokenIssued = { token: string; connectCode: string; view: ExtensionTokenView }

/**
 * A new extension token for one browser, shown once inside the connection code (with the portal's
 * `origin`); only its SHA-256 is kept. 'tooMany' when the user already has MAX_EXTENSION_TOKENS live.
 */
export async function issueExtensionToken(
  { db, now }: Store,
  userId: string,
  label: string,
  origin: string,
): Promise<{ ok: true; value: ExtensionTokenIssued } | { ok: false; code: 'tooMany' }> {
  const token = `${EXTENSION_TOKEN_PREFIX}${randomToken(32)}`
  const row: ExtensionTokenRow = {
    id: crypto.randomUUID(),
    userId,
    tokenHash: await sha256(token),
    label,
    createdAt: now,
    lastUsedAt: null,
    revokedAt: null,
  }
  if (!(await insertExtensionTokenUnderCap(db, row, MAX_EXTENSION_TOKENS))) return { ok: false, code: 'tooMany' }
  return { ok: true, value: { token, connectCode: connectCodeOf({ url: origin, token }), view: toView(row) } }
}

/** Whether the user may connect one more browser (the insert holds the cap under races too). */
export async function roomForAnotherBrowser(db: Database, userId: string): Promise<boolean> {
  return (await countLiveExtensionTokens(db, userId)) < MAX_EXTENSION_TOKENS
}

/** The browsers connected now, newest first. */
export async function listExtensionTokens(db: Database, userId: string): Promise<ExtensionTokenView[]> {
  return (await liveExtensionTokens(db, userId)).map(toView)
}

/** Disconnects one browser of the user; another user's token is as absent as an unknown one. */
export async function revokeExtensionToken({ db, now }: Store, userId: string, id: string): Promise<Result<{ revoked: true }>> {
  return (await revokeExtensionTokenRow(db, userId, id, now)) ? ok({ revoked: true }) : fail('NOT_FOUND')
}

/**
 * The user an extension token stands for, or null (unknown, revoked, or the account deleted or
 * banned). Records the use, at most once a minute.
 */
export async function userOfExtensionToken({ db, now }: Store, token: string): Promise<{ user: UserRow; tokenId: string } | null> {
  const found = await findLiveExtensionToken(db, await sha256(token))
  if (!found || found.user.bannedAt !== null) return null
  const { lastUsedAt, id } = found.token
  // Checked here first so most calls write nothing; the UPDATE's own condition settles races.
  if (lastUsedAt === null || lastUsedAt <= now - LAST_USED_QUIET_MS) await touchExtensionToken(db, id, now, LAST_USED_QUIET_MS)
  return { user: found.user, tokenId: id }
}
