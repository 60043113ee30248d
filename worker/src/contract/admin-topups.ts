import * as v from 'valibot'
import { TopupView, topupMethods, topupStatuses } from './ledger'
import { ListQuery } from './list'
import { DateRangeEntries, dateRangeInOrder } from './shop-days'

const topupFilters = {
  method: v.optional(v.picklist(topupMethods, 'invalidValue')),
  status: v.optional(v.picklist(topupStatuses, 'invalidValue')),
  /** The user by id, username or e-mail (exactly, in any case). */
  user: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254, 'tooLong'))),
  ...DateRangeEntries,
}

/** `GET /api/bill/admin-topup-list`: every top-up of every method, newest first; `search` finds a reference, content or id. */
export const AdminTopupQuery = v.pipe(
  v.object({ ...ListQuery.entries, ...topupFilters }),
  v.check((query) => dateRangeInOrder(query), 'invalidValue'),
)
export type AdminTopupQuery = v.InferOutput<typeof AdminTopupQuery>

/** `GET /api/bill/admin-topup-export`: the same filters, every row as CSV (at most `MAX_EXPORT_ROWS`, newest first). */
export const AdminTopupExportQuery = v.pipe(
  v.object({ search: ListQuery.entries.search, ...topupFilters }),
  v.check((query) => dateRangeInOrder(query), 'invalidValue'),
)
export type AdminTopupExportQuery = v.InferOutput<typeof AdminTopupExportQuery>

/** The most rows an export holds: a bigger one is narrowed by date (a Worker answer must stay small). */
export const MAX_EXPORT_ROWS = 10_000

/** A top-up as an admin sees it: whose, the provider's reference, the rate it was credited at. */
export const AdminTopupView = v.object({
  ...TopupView.entries,
  userId: v.string(),
  username: v.string(),
  email: v.string(),
  providerRef: v.nullable(v.string()),
  vndPerUsd: v.nullable(v.number()),
})
export type AdminTopupView = v.InferOutput<typeof AdminTopupView>

/** `GET /api/log/admin-transaction`: one user's ledger rows for the admin's user page. */
export const AdminLedgerQuery = v.object({
  ...ListQuery.entries,
  userId: v.pipe(v.string('fieldIsEmpty'), v.minLength(1, 'fieldIsEmpty'), v.maxLength(64, 'tooLong')),
})
