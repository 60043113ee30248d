import { DurableObject } from 'cloudflare:workers'
import type { Env } from '../env'

/**
 * One per user (`idFromName(userId)`): the user's balance lock and live-event channel.
 * It decides nothing itself; the rules live in the domain code.
 */
export class UserAccount extends DurableObject<Env> {
  /** Proves the object runs and its SQLite storage answers (used by /api/health). */
  async ping(): Promise<'pong'> {
    this.ctx.storage.sql.exec('select 1')
    return 'pong'
  }
}
