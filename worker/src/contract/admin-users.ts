import * as v from 'valibot'
import { BoughtProxyView } from './bought-proxies'
import { userSorts, userStatuses } from './choices'
import { ListQuery } from './list'
import { AdminUserView } from './user'
import { requiredText } from './validation'

// Kept apart for the portal's addresses, which must not load this module's schemas (choices.ts).
export { userSorts, userStatuses }

export type UserSort = (typeof userSorts)[number]

const flag = v.pipe(
  v.picklist(['true', 'false'], 'invalidValue'),
  v.transform((text) => text === 'true'),
)

/**
 * `GET /api/user/list` (admins): 25 a page; `search` finds an e-mail, username or name (any part), an id
 * or a transfer code (exactly, in any case); filters: role, status, has balance, has an agency; sort.
 */
export const AdminUserListQuery = v.object({
  ...ListQuery.entries,
  role: v.optional(
    v.pipe(
      v.picklist(['0', '1', '2'], 'invalidValue'),
      v.transform((text) => Number(text) as 0 | 1 | 2),
    ),
  ),
  status: v.optional(v.picklist(userStatuses, 'invalidValue')),
  hasBalance: v.optional(flag),
  /** Runs an agency of their own (active or not). */
  hasAgency: v.optional(flag),
  sort: v.optional(v.picklist(userSorts, 'invalidValue'), 'newest'),
})
export type AdminUserListQuery = v.InferOutput<typeof AdminUserListQuery>

export const UserIdInput = v.object({ userId: requiredText(64) })
export const ExtensionTokenRevokeInput = v.object({ userId: requiredText(64), tokenId: requiredText(64) })

const SessionView = v.object({
  _id: v.string(),
  createdAt: v.number(),
  lastUsedAt: v.number(),
  expiresAt: v.number(),
  ip: v.nullable(v.string()),
  userAgent: v.nullable(v.string()),
})
const ExtensionTokenView = v.object({ _id: v.string(), label: v.string(), createdAt: v.number(), lastUsedAt: v.nullable(v.number()) })
const Held = v.object({ status: v.string(), expiresAt: v.number() })

/**
 * `GET /api/user/admin-detail/{id}`: a user's page for admins. The ledger, top-ups and orders come
 * from their admin lists filtered by the user; this says what the rest of the account holds, and what
 * deleting it would do (`deletion`: proxies still held, orders in use, a plan or trial running).
 */
export const AdminUserDetail = v.object({
  user: AdminUserView,
  billCode: v.nullable(v.string()),
  orders: v.object({ using: v.number(), expired: v.number(), total: v.number() }),
  proxiesHeld: v.number(),
  plan: v.nullable(v.object({ ...Held.entries, amount: v.number(), bandwidthTier: v.string() })),
  trial: v.nullable(v.object({ ...Held.entries, countryCode: v.string() })),
  sessions: v.array(SessionView),
  extensionTokens: v.array(ExtensionTokenView),
  topupTotal: v.number(),
  spentTotal: v.number(),
})
export type AdminUserDetail = v.InferOutput<typeof AdminUserDetail>

/**
 * `GET /api/user/admin-proxies/{id}`: a user's bought proxies for their page, 25 a page, with the
 * customer list's filters. The proxy password is left out: an operator looking at an account has no
 * need to read the customer's credentials off the screen.
 */
export const AdminBoughtProxyView = v.omit(BoughtProxyView, ['password'])
export type AdminBoughtProxyView = v.InferOutput<typeof AdminBoughtProxyView>
