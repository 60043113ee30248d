import { stockOf } from '../../db/catalogue'
import type { Supplier } from './supplier'

/**
 * The inventory pool: proxies imported by admins into D1 (per node). A sale claims free rows at random,
 * copies their credentials to the customer and marks them sold; a release marks them free again.
 */
export const inventoryPool: Supplier = {
  name: 'inventory-pool',
  stock: stockOf,
  claim: (request, now) => [
    {
      sql: `INSERT INTO bought_proxies (id, user_id, order_id, proxy_id, username, password, status, expires_at, created_at, updated_at)
        SELECT lower(hex(randomblob(16))), ?, ?, id, username, password, 'using', ?, ?, ?
        FROM proxies WHERE status = 'free' AND kind = ? AND ip_version = ? AND ip_mode = ? AND country_code = ?
        ORDER BY random() LIMIT ?`,
      params: [
        request.userId,
        request.orderId,
        request.expiresAt,
        now,
        now,
        request.kind,
        request.ipVersion,
        request.ipMode,
        request.countryCode,
        request.amount,
      ],
    },
    {
      sql: `UPDATE proxies SET status = 'sold', updated_at = ? WHERE status = 'free' AND id IN (SELECT proxy_id FROM bought_proxies WHERE order_id = ?)`,
      params: [now, request.orderId],
    },
  ],
  takeBack: (ordersSql, params, now) => [
    {
      sql: `UPDATE proxies SET status = 'free', updated_at = ? WHERE status = 'sold'
        AND id IN (SELECT proxy_id FROM bought_proxies WHERE status = 'expired' AND order_id IN (${ordersSql}))`,
      params: [now, ...params],
    },
  ],
}
