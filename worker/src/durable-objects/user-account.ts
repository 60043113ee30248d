import { DurableObject } from 'cloudflare:workers'
import { type RecentRotations, renewSession, type TokenPair } from '../accounts/sessions'
import type { Config } from '../config'
import type { Result } from '../contract/errors'
import { database } from '../db/client'
import type { Env } from '../env'

/**
 * One per user (`idFromName(userId)`): the user's lock and live-event channel. It decides nothing
 * itself; the rules live in the account and domain code. Work that must not interleave for one
 * user runs through `serially`, because the object does not serialise across awaits on D1.
 */
export class UserAccount extends DurableObject<Env> {
  private queue: Promise<unknown> = Promise.resolve()
  private readonly recentRotations: RecentRotations = new Map()

  private serially<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task)
    this.queue = run.catch(() => undefined)
    return run
  }

  /** Proves the object runs and its SQLite storage answers (used by /api/health). */
  async ping(): Promise<'pong'> {
    this.ctx.storage.sql.exec('select 1')
    return 'pong'
  }

  /**
   * Renews one of this user's sessions; renewals of one user never overlap. The caller's
   * configuration rules (the reuse interval among it), as it does for every other call.
   */
  renewSession(sessionId: string, refreshToken: string, now: number, settings: Config): Promise<Result<TokenPair>> {
    return this.serially(() =>
      renewSession({ db: database(this.env.DB), config: settings, now }, sessionId, refreshToken, this.recentRotations),
    )
  }
}
