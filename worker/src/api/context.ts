import type { Database } from '../db/client'
import type { Env } from '../env'

/** The Hono environment every API sub-app shares. */
export type ApiEnv = {
  Bindings: Env
  Variables: { db: Database }
}
