import { env } from 'cloudflare:workers'
import { DISCOUNTS, type Inventory, KEY_PACKAGE, OFF_SALE, ON_SALE, PACKAGE, PRICES, SHARED_STOCK, TIERS } from './shop-fuzz-shop'

/** The catalogue, once per file (it does not change during a run), straight into D1 as the order and plan fixtures do. */
export async function seedShop(now: number): Promise<void> {
  const db = env.DB
  const countries = [...ON_SALE, OFF_SALE].map((code, at) =>
    db.prepare('INSERT INTO countries (code, enabled, sort_order) VALUES (?, ?, ?)').bind(code, code === OFF_SALE ? 0 : 1, at),
  )
  const tiers = Object.entries(TIERS).map(([tier, { percent, gb, sort }]) =>
    db
      .prepare('INSERT INTO bandwidth_tiers (tier, monthly_gb, surcharge_percent, sort_order, updated_at) VALUES (?, ?, ?, ?, ?)')
      .bind(tier, gb, percent, sort, now),
  )
  const prices = PRICES.map((row, at) =>
    db
      .prepare(
        `INSERT INTO prices (id, kind, ip_version, ip_mode, country_code, period_unit, period_count, price, popular, enabled, updated_at)
          VALUES (?, ?, 'ipv4', 'static', ?, ?, 1, ?, 0, 1, ?)`,
      )
      .bind(`fuzz-price-${at}`, row.product, row.country, row.unit, row.price, now),
  )
  const discounts = DISCOUNTS.map((row, at) =>
    db
      .prepare('INSERT INTO discounts (id, min_amount, percent, updated_at) VALUES (?, ?, ?, ?)')
      .bind(`fuzz-discount-${at}`, row.minAmount, row.percent, now),
  )
  const pkg = db
    .prepare(
      `INSERT INTO packages (id, name, description, kind, ip_version, ip_mode, country_code, amount, bandwidth_tier, period_unit,
        period_count, price, renew_price, popular, enabled, sort_order, created_at, updated_at)
        VALUES (?1, ?1, 'fuzz', 'private', 'ipv4', 'static', ?2, ?3, ?4, ?5, ?6, ?7, ?8, 0, 1, 0, ?9, ?9)`,
    )
    .bind(
      PACKAGE.id,
      PACKAGE.country,
      PACKAGE.amount,
      PACKAGE.tier,
      PACKAGE.period.unit,
      PACKAGE.period.count,
      PACKAGE.price,
      PACKAGE.renewPrice,
      now,
    )
  const keyPackage = db
    .prepare(
      `INSERT INTO key_packages (id, name, ip_version, country_code, period_unit, period_count, min_change_seconds, price, renew_price,
        created_at, updated_at) VALUES (?1, ?1, 'ipv4', 'VN', ?2, ?3, 60, ?4, ?5, ?6, ?6)`,
    )
    .bind(KEY_PACKAGE.id, KEY_PACKAGE.period.unit, KEY_PACKAGE.period.count, KEY_PACKAGE.price, KEY_PACKAGE.renewPrice, now)
  await db.batch([...countries, ...tiers, ...prices, ...discounts, pkg, keyPackage])
}

// Children first: D1 enforces the foreign keys.
const SHOP_TABLES = [
  'stock_claims',
  'proxy_keys',
  'order_logs',
  'bought_proxies',
  'orders',
  'plan_logs',
  'shared_assignments',
  'plans',
  'proxies',
  'sub_servers',
]

/** Numbers 0..?1-1 as rows, for inserting a country's proxies in one statement. */
const NUMBERS = 'WITH RECURSIVE n(i) AS (SELECT 0 WHERE ?1 > 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < ?1)'

/**
 * A run's inventory in one batch, after the last run's is gone (stock is per product and country, so
 * runs cannot share it): private proxies `private-<country>-<i>`, shared ones `shared-<country>-<i>`,
 * and the room outside owners took: `background` owners in a country each hold all its shared proxies.
 */
export async function stockShop(inventory: Inventory, now: number): Promise<void> {
  const db = env.DB
  const proxies = (kind: 'private' | 'shared', country: string, count: number, net: number) =>
    db
      .prepare(
        `${NUMBERS} INSERT INTO proxies (id, sub_server_id, host, http_port, socks_port, username, password, country_code,
          ip_version, ip_mode, kind, status, created_at, updated_at)
          SELECT ?2 || '-' || ?3 || '-' || i, 'fuzz-node', '10.' || ?4 || '.' || (i / 200) || '.' || (i % 200 + 2), 8080, 1080,
            'u' || i, 'p' || i, ?3, 'ipv4', 'static', ?2, 'free', ?5, ?5 FROM n`,
      )
      .bind(count, kind, country, net, now)
  const background = (country: string, owners: number) =>
    db
      .prepare(
        `WITH RECURSIVE k(j) AS (SELECT 0 WHERE ?1 > 0 UNION ALL SELECT j + 1 FROM k WHERE j + 1 < ?1)
          INSERT INTO shared_assignments (id, owner_type, owner_id, proxy_id, released, created_at)
          SELECT 'bg-' || j || '-' || p.id, 'plan', 'background-' || ?2 || '-' || j, p.id, 0, ?3 FROM k, proxies p
          WHERE p.kind = 'shared' AND p.country_code = ?2`,
      )
      .bind(owners, country, now)
  await db.batch([
    ...SHOP_TABLES.map((table) => db.prepare(`DELETE FROM ${table}`)),
    db
      .prepare(
        "INSERT INTO sub_servers (id, name, host, country_code, created_at, updated_at) VALUES ('fuzz-node', 'fuzz-node', '10.0.0.1', 'VN', ?, ?)",
      )
      .bind(now, now),
    // The node of the rotating pool; keys are sold only from a node heard from lately (it reports at each key purchase).
    db
      .prepare(
        "INSERT INTO sub_servers (id, name, host, country_code, created_at, updated_at) VALUES ('fuzz-key-node', 'fuzz-key-node', '10.1.0.1', 'VN', ?, ?)",
      )
      .bind(now, now),
    db
      .prepare(
        `${NUMBERS} INSERT INTO proxies (id, sub_server_id, host, http_port, socks_port, username, password, country_code,
          ip_version, ip_mode, kind, status, created_at, updated_at)
          SELECT 'rotating-' || i, 'fuzz-key-node', '10.1.0.1', 30000 + i, NULL, 'r' || i, 'p' || i, 'VN', 'ipv4', 'dynamic', 'rotating',
            'free', ?2, ?2 FROM n`,
      )
      .bind(inventory.keyStock, now),
    ...ON_SALE.flatMap((country, at) => [
      proxies('private', country, inventory.privateStock[country], 10 + at),
      proxies('shared', country, SHARED_STOCK[country], 20 + at),
      background(country, inventory.background[country]),
    ]),
  ])
}
