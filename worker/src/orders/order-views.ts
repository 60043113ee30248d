import type { OrderLogView, OrderProxyView, OrderView } from '../contract/orders'
import type { orderLogs } from '../db/schema'
import type { HeldProxyRow, OrderRow } from './order-queries'

/** An order as the API shows it; `withUser` for admins, who see whose it is. */
export function toOrderView(row: OrderRow, withUser = false): OrderView {
  return {
    _id: row.id,
    code: row.code,
    kind: row.kind,
    ipVersion: row.ipVersion,
    ipMode: row.ipMode,
    packageName: row.packageName,
    packageNameEn: row.packageNameEn,
    countryCode: row.countryCode,
    amount: row.amount,
    bandwidthTier: row.bandwidthTier,
    periodUnit: row.periodUnit,
    periodCount: row.periodCount,
    originalPrice: row.originalPrice,
    discount: row.discount,
    totalPrice: row.totalPrice,
    renewPrice: row.renewPrice,
    status: row.status,
    autoRenew: row.autoRenew,
    startsAt: row.startsAt,
    expiresAt: row.expiresAt,
    releasedAt: row.releasedAt,
    createdAt: row.createdAt,
    ...(row.splitFrom && { splitFrom: row.splitFrom }),
    ...(withUser && { userId: row.userId }),
  }
}

export function toOrderProxyView(row: HeldProxyRow): OrderProxyView {
  return {
    _id: row.id,
    host: row.host,
    httpPort: row.httpPort,
    socksPort: row.socksPort,
    username: row.username,
    password: row.password,
    countryCode: row.countryCode,
    status: row.status,
    expiresAt: row.expiresAt,
  }
}

export function toOrderLogView(row: typeof orderLogs.$inferSelect): OrderLogView {
  return { _id: row.id, action: row.action, success: row.success, price: row.price, note: row.note, createdAt: row.createdAt }
}
