import type { Database } from '../db/client'
import { usernameTaken } from '../db/users'
import { usernameBase, usernameCandidates } from '../domain/usernames'

/** The first free username made from an e-mail. */
export async function uniqueUsername(db: Database, email: string): Promise<string> {
  const candidates = usernameCandidates(usernameBase(email), Math.random)
  for (const candidate of candidates) if (!(await usernameTaken(db, candidate))) return candidate
  return `${usernameBase(email)}${crypto.randomUUID().slice(0, 8)}`
}
