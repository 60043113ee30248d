import type { NodeAccess, NodeOwnerKind, NodeRefusal } from '../contract/node-feed'
import { BYTES_PER_GB } from '../contract/usage'

/** One way into a proxy as the feed's queries read it. */
export type AccessFacts = {
  owner: NodeOwnerKind
  ownerId: string
  username: string
  password: string
  authIps: readonly string[]
  /** The end of the sale, plan or trial; null: none (the inventory login). */
  expiresAt: number | null
  /** Expired by its status (the cron already marked it), whatever the time. */
  expired: boolean
  /** The owner is banned or deleted, the proxy disabled, or the node switched off. */
  locked: boolean
  /** The allowance of the current window in GB; null: unlimited. */
  allowanceGb: number | null
  /** Bytes counted in the current window. */
  usedBytes: number
}

/**
 * The refusal a node applies to a right login (ADR 0018): locked first (nothing a renewal or an
 * upgrade changes), then expired, then quota. null: let it in.
 */
export function refusalOf(facts: AccessFacts, now: number): NodeRefusal | null {
  if (facts.locked) return 'locked'
  if (facts.expired || (facts.expiresAt !== null && facts.expiresAt <= now)) return 'expired'
  if (facts.allowanceGb !== null && facts.usedBytes >= facts.allowanceGb * BYTES_PER_GB) return 'quota'
  return null
}

/** The feed's entry for one access: what is left of the allowance, and whether the node lets it in. */
export function nodeAccess(facts: AccessFacts, now: number): NodeAccess {
  return {
    owner: facts.owner,
    ownerId: facts.ownerId,
    username: facts.username,
    password: facts.password,
    // At most 3 (spec section 5, checked when set): a longer list would make a node refuse the whole feed.
    authIps: facts.authIps.slice(0, 3),
    expiresAt: facts.expiresAt,
    allowanceBytes: facts.allowanceGb === null ? null : Math.max(0, facts.allowanceGb * BYTES_PER_GB - facts.usedBytes),
    refusal: refusalOf(facts, now),
  }
}
