import * as v from 'valibot'
import { CountryCode, ipModes, ipVersions, proxyKinds } from './catalogue'
import { wholeNumber } from './catalogue-admin'
import { ListQuery } from './list'
import { OrderView, orderStatuses } from './orders'
import { DateRangeEntries, dateRangeInOrder } from './shop-days'
import { requiredText } from './validation'

/**
 * `GET /api/order/admin-list`: every user's orders, newest first; filters: status, product, country,
 * user (id, username or e-mail), the day it was made (from, to), and order code (search).
 */
export const AdminOrderListQuery = v.pipe(
  v.object({
    ...ListQuery.entries,
    status: v.optional(v.picklist(orderStatuses, 'invalidValue')),
    kind: v.optional(v.picklist(proxyKinds, 'invalidValue')),
    ipVersion: v.optional(v.picklist(ipVersions, 'invalidValue')),
    ipMode: v.optional(v.picklist(ipModes, 'invalidValue')),
    countryCode: v.optional(CountryCode),
    userId: v.optional(v.pipe(v.string(), v.maxLength(100, 'tooLong'))),
    user: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254, 'tooLong'))),
    ...DateRangeEntries,
  }),
  v.check((query) => dateRangeInOrder(query), 'invalidValue'),
)
export type AdminOrderListQuery = v.InferOutput<typeof AdminOrderListQuery>

/** Why an admin changed an order: kept in the order's history and the audit log. */
const Reason = requiredText(500)

/** The most days an admin gives at once (a year): a slip of the keyboard must not give a decade. */
export const MAX_EXTEND_DAYS = 365

/** `PUT /api/order/admin-extend/{id}`: more days for free, from the order's current end. */
export const AdminExtendInput = v.object({ days: wholeNumber(1, MAX_EXTEND_DAYS), reason: Reason })

/** `PUT /api/order/admin-cancel/{id}`: the order ends now, its proxies go back to the pool; `refund` Xu back to the balance (0: none). */
export const AdminCancelInput = v.object({ refund: wholeNumber(0, 1_000_000_000), reason: Reason })

/** `PUT /api/order/admin-auto-renew/{id}`. */
export const AdminAutoRenewInput = v.object({ autoRenew: v.boolean('invalidValue') })

/** What an admin's order change answers: the order as it is now and its owner's balance after. */
export const AdminOrderAnswer = v.object({ order: OrderView, balance: v.number() })
export type AdminOrderAnswer = v.InferOutput<typeof AdminOrderAnswer>

/**
 * `GET /api/order/admin-refund-quote/{id}`: what a cancellation may give back. `paid` is what the
 * order's payments came to less what was refunded already (the most a refund may be); `unused` is the
 * part of the current period's price not yet used, proposed by the portal.
 */
export const RefundQuote = v.object({ paid: v.number(), unused: v.number() })
export type RefundQuote = v.InferOutput<typeof RefundQuote>
