import { sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import type { proxies } from '../db/schema'

export type NewProxy = typeof proxies.$inferInsert

/**
 * Stores many proxies in ONE statement, the rows passed as one JSON parameter (D1 binds at most 100
 * parameters, a list holds thousands): a list goes in whole or not at all. A proxy whose endpoint is
 * already stored is skipped; answers the ids stored. Without an exit address a proxy leaves from its host.
 */
export async function insertProxies(db: Database, rows: NewProxy[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set()
  const stored = await db.all<{ id: string }>(sql`
    INSERT INTO proxies (id, sub_server_id, host, http_port, socks_port, username, password,
      country_code, ip_version, ip_mode, kind, status, exit_address, carrier, region, created_at, updated_at)
    SELECT p.value ->> '$.id', p.value ->> '$.subServerId', p.value ->> '$.host', p.value ->> '$.httpPort',
      p.value ->> '$.socksPort', p.value ->> '$.username', p.value ->> '$.password', p.value ->> '$.countryCode',
      p.value ->> '$.ipVersion', p.value ->> '$.ipMode', p.value ->> '$.kind', p.value ->> '$.status',
      coalesce(p.value ->> '$.exitAddress', ''), p.value ->> '$.carrier', p.value ->> '$.region',
      p.value ->> '$.createdAt', p.value ->> '$.updatedAt'
    FROM json_each(${JSON.stringify(rows)}) AS p WHERE true
    ON CONFLICT DO NOTHING
    RETURNING id`)
  return new Set(stored.map((row) => row.id))
}
