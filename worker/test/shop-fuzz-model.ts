import type { BandwidthTier } from '../src/contract/catalogue'
import type { TransactionView } from '../src/contract/ledger'
import type { MoneyOp } from '../src/money/operations'
import { type Country, type Inventory, ON_SALE, type Period, SHARED_STOCK } from './shop-fuzz-shop'

/**
 * The reference model of the shop fuzz: what 20 users' balances, orders, plans and the stock must be,
 * kept by plain arithmetic from the rules, at the model's own clock. The only things it takes from the
 * system are what is random there: a new order's id and which shared proxies a claim picked (checked
 * against the room the model says there was).
 */
export const USERS = 20
export const SHARED_CAPACITY = 5

export type OrderM = {
  id: string
  user: number
  country: Country
  amount: number
  tier: BandwidthTier
  period: Period
  status: 'using' | 'expired' | 'cancelled'
  released: boolean
  expiresAt: number
  autoRenew: boolean
  /** The end an auto-renewal failed for (short of money); not tried again for that end. */
  failedFor: number | null
  totalPrice: number
  renewPrice: number
}

export type PlanM = {
  id: string
  user: number
  amount: number
  countries: Country[]
  tier: BandwidthTier
  /** 'using', 'expired', or the mark of a change whose caller died (until the jobs take it off). */
  status: string
  expiresAt: number
  releasedAt: number | null
  monthlyPrice: number
  bandwidthGb: number | null
  proxies: Set<string>
}

/** A rotating key (ADR 0028): its life and auto-renewal, as the order's. */
export type KeyM = {
  id: string
  user: number
  status: 'using' | 'expired'
  released: boolean
  expiresAt: number
  autoRenew: boolean
  failedFor: number | null
}

/** What a call answered, reduced to what the model knows of it. */
export type Seen = { ok: true; id?: string; balance?: number } | { ok: false; code: string }

/**
 * A keyed call made in this run, for replays: its step, key, the tick it was made in, its answer, and
 * whether that answer came from the user's lock (which keeps it for the key) or from a rule before it.
 */
export type Made = { step: unknown; user: number; key: string; epoch: number; seen: Seen; locked: boolean }

export type ShopModel = {
  run: string
  users: string[]
  balances: number[]
  /** Ledger rows per user: one per applied money event, so a double charge under two keys shows too. */
  rows: number[]
  now: number
  /** Ticks of the jobs so far: replays are of calls made since the last tick (the stock can have come back after it). */
  epoch: number
  next: number
  stock: Record<Country, number>
  inventory: Record<Country, number>
  /** Live owners of each shared proxy, the run's plans and the outside ones. */
  owners: Map<string, number>
  orders: Map<string, OrderM>
  plans: Map<number, PlanM>
  keys: Map<string, KeyM>
  /** Free rotating endpoints (keys that can be bought). */
  keyStock: number
  /** Uses of the run's coupon per user (shop-fuzz-coupon.ts). */
  couponUses: number[]
  made: Made[]
  applied: { op: MoneyOp; transactions: TransactionView[]; seen: Seen }[]
}

export const START = Date.UTC(2030, 0, 1)

export function emptyShop(run: string, users: string[], balances: number[], inventory: Inventory): ShopModel {
  const owners = new Map<string, number>()
  for (const country of ON_SALE) {
    for (let at = 0; at < SHARED_STOCK[country]; at++) owners.set(`shared-${country}-${at}`, inventory.background[country])
  }
  return {
    run,
    users,
    balances,
    rows: balances.map((amount) => (amount > 0 ? 1 : 0)),
    now: START,
    epoch: 0,
    next: 0,
    stock: { ...inventory.privateStock },
    inventory: { ...inventory.privateStock },
    owners,
    orders: new Map(),
    plans: new Map(),
    keys: new Map(),
    keyStock: inventory.keyStock,
    couponUses: users.map(() => 0),
    made: [],
    applied: [],
  }
}

export const freshKey = (model: ShopModel, what: string) => `${model.run}:${what}:${model.next++}`
export const pick = <T>(items: T[], at: number): T | undefined => items[at % Math.max(items.length, 1)]
export const countryOf = (proxyId: string) => proxyId.split('-')[1] as Country

/**
 * A planned call: what it must answer, whether the answer comes from the user's lock (a payment made
 * or refused there, kept for the call's key) or from a rule checked before, and how the model changes.
 */
export type Planned = { expected: Seen; locked: boolean; commit: (seen: Seen) => void | Promise<void> }
/** Refused by a rule before the payment: nothing is kept for the key. */
export const refused = (code: string): Planned => ({ expected: { ok: false, code }, locked: false, commit: () => {} })
/** Refused by the payment in the user's lock (the money, or a claim in its batch): the lock keeps the answer for the key. */
export const refusedInLock = (code: string): Planned => ({ ...refused(code), locked: true })

/** A charge of the user's balance by an applied event. */
export function charge(model: ShopModel, user: number, amount: number): void {
  model.balances[user] = (model.balances[user] ?? 0) - amount
  model.rows[user] = (model.rows[user] ?? 0) + 1
}

/** A key past its end is expired for its rules, before the job marks it. */
export const keyExpired = (key: KeyM, now: number) => key.status === 'expired' || key.expiresAt <= now

/** A plan's view status, as its owner sees it: a running plan past its end is expired before the job marks it. */
export const viewStatus = (plan: { status: string; expiresAt: number }, now: number) =>
  plan.status === 'using' && plan.expiresAt <= now ? 'expired' : plan.status
