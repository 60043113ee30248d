import type { Config } from '../config'
import type { Database } from '../db/client'
import type { UserRow } from '../db/users'
import type { Env } from '../env'

/**
 * Who is calling: the user, their session (none for an API key or an extension token) and how they
 * proved it; `extensionTokenId` names the extension token that did (its disconnect revokes it).
 */
export type Auth = {
  user: UserRow
  sessionId: string | null
  via: 'cookie' | 'bearer' | 'apiKey' | 'extensionToken'
  extensionTokenId?: string
}

/** The Hono environment every API sub-app shares. */
export type ApiEnv = {
  Bindings: Env
  Variables: { db: Database; config: Config; now: number; auth: Auth }
}
