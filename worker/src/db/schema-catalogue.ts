import { sql } from 'drizzle-orm'
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { bandwidthTiers, inventoryKinds, ipModes, ipVersions, periodUnits, proxyKinds, proxyStatuses } from '../contract/catalogue'

/**
 * What a proxy of the price list costs for one period: per proxy, in Xu, for a kind (private or
 * shared), IP version, IP mode and one country ('*': every country without its own row).
 */
export const prices = sqliteTable(
  'prices',
  {
    id: text().primaryKey(),
    kind: text({ enum: proxyKinds }).notNull(),
    ipVersion: text('ip_version', { enum: ipVersions }).notNull(),
    ipMode: text('ip_mode', { enum: ipModes }).notNull(),
    countryCode: text('country_code').notNull(),
    periodUnit: text('period_unit', { enum: periodUnits }).notNull(),
    periodCount: integer('period_count').notNull(),
    price: integer().notNull(),
    popular: integer({ mode: 'boolean' }).notNull().default(false),
    enabled: integer({ mode: 'boolean' }).notNull().default(true),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('prices_product_period').on(t.kind, t.ipVersion, t.ipMode, t.countryCode, t.periodUnit, t.periodCount),
    check('prices_positive', sql`${t.price} > 0 AND ${t.periodCount} > 0`),
  ],
)

/** Bandwidth tiers: a monthly allowance per proxy (null: unlimited) and a surcharge on the base price. */
export const bandwidthTierSettings = sqliteTable(
  'bandwidth_tiers',
  {
    tier: text({ enum: bandwidthTiers }).primaryKey(),
    monthlyGb: integer('monthly_gb'),
    surchargePercent: integer('surcharge_percent').notNull(),
    sortOrder: integer('sort_order').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [check('bandwidth_tiers_surcharge', sql`${t.surchargePercent} BETWEEN 0 AND 1000`)],
)

/** Quantity discounts: from `minAmount` proxies in one order, `percent` off the original price. */
export const discounts = sqliteTable(
  'discounts',
  {
    id: text().primaryKey(),
    minAmount: integer('min_amount').notNull(),
    percent: integer().notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [uniqueIndex('discounts_min_amount').on(t.minAmount), check('discounts_percent', sql`${t.percent} BETWEEN 1 AND 90`)],
)

/** Ready-made packages (spec: type, amount, description, static or dynamic, country, price, period, renew price). */
export const packages = sqliteTable(
  'packages',
  {
    id: text().primaryKey(),
    // name and description are the Vietnamese texts; the English ones sit beside them (migration 0016
    // copied the old single text into both, so packages made before read the same in either language).
    name: text().notNull(),
    description: text().notNull(),
    nameEn: text('name_en').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    kind: text({ enum: proxyKinds }).notNull(),
    ipVersion: text('ip_version', { enum: ipVersions }).notNull(),
    ipMode: text('ip_mode', { enum: ipModes }).notNull(),
    countryCode: text('country_code').notNull(),
    amount: integer().notNull(),
    bandwidthTier: text('bandwidth_tier', { enum: bandwidthTiers }).notNull(),
    periodUnit: text('period_unit', { enum: periodUnits }).notNull(),
    periodCount: integer('period_count').notNull(),
    price: integer().notNull(),
    renewPrice: integer('renew_price').notNull(),
    popular: integer({ mode: 'boolean' }).notNull().default(false),
    enabled: integer({ mode: 'boolean' }).notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('packages_name').on(t.name),
    check('packages_positive', sql`${t.amount} > 0 AND ${t.price} > 0 AND ${t.renewPrice} > 0 AND ${t.periodCount} > 0`),
  ],
)

/**
 * Proxy nodes (the spec's sub-servers): the machines proxies live on (ADR 0018). A node running the
 * node program authenticates with its own key (only the SHA-256 is kept) and reports its health in
 * heartbeats; `feedVersion` grows (SQLite triggers, migration 0010) whenever its feed would change.
 */
export const subServers = sqliteTable(
  'sub_servers',
  {
    id: text().primaryKey(),
    name: text().notNull(),
    host: text().notNull(),
    countryCode: text('country_code').notNull(),
    enabled: integer({ mode: 'boolean' }).notNull().default(true),
    note: text().notNull().default(''),
    /** Where IPv6 exits of this node are drawn from, e.g. 'fd00:7696::/64'. */
    ipv6Prefix: text('ipv6_prefix'),
    keyHash: text('key_hash'),
    /** The key's first characters, so the admin can tell which one a node has. */
    keyPrefix: text('key_prefix'),
    keyIssuedAt: integer('key_issued_at'),
    feedVersion: integer('feed_version').notNull().default(1),
    /** The last usage batch counted (its epoch and seq): the feed's `countedUsage`. */
    usageEpoch: text('usage_epoch'),
    usageSeq: integer('usage_seq'),
    // The last heartbeat (null: the node never reported, e.g. outside proxies imported from a list).
    lastSeenAt: integer('last_seen_at'),
    nodeVersion: text('node_version'),
    startedAt: integer('started_at'),
    uptimeSeconds: integer('uptime_seconds'),
    proxiesServed: integer('proxies_served'),
    listeners: integer(),
    openConnections: integer('open_connections'),
    bytesPerSecond: integer('bytes_per_second'),
    pendingReports: integer('pending_reports'),
    appliedFeedVersion: integer('applied_feed_version'),
    feedAppliedAt: integer('feed_applied_at'),
    lastError: text('last_error'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [uniqueIndex('sub_servers_name').on(t.name), uniqueIndex('sub_servers_key_hash').on(t.keyHash)],
)

/**
 * The inventory: every proxy the shop can hand over. `status` free -> sold -> free again (after an
 * expired sale is released), or disabled by an admin. A sale claims free rows inside its D1 batch,
 * so two buyers can never get the same proxy.
 */
export const proxies = sqliteTable(
  'proxies',
  {
    id: text().primaryKey(),
    subServerId: text('sub_server_id')
      .notNull()
      .references(() => subServers.id),
    /** Where customers connect (the node's listen address). */
    host: text().notNull(),
    httpPort: integer('http_port'),
    socksPort: integer('socks_port'),
    username: text().notNull(),
    password: text().notNull(),
    countryCode: text('country_code').notNull(),
    ipVersion: text('ip_version', { enum: ipVersions }).notNull(),
    ipMode: text('ip_mode', { enum: ipModes }).notNull(),
    kind: text({ enum: inventoryKinds }).notNull(),
    status: text({ enum: proxyStatuses }).notNull(),
    /** The mobile carrier and the region of its exit, where the stock has them (rotating keys choose by them, ADR 0028). */
    carrier: text(),
    region: text(),
    /** The address its traffic leaves from; '' on insert means the host (a trigger fills it, migration 0010). */
    exitAddress: text('exit_address').notNull().default(''),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('proxies_http_endpoint').on(t.host, t.httpPort).where(sql`http_port IS NOT NULL`),
    uniqueIndex('proxies_socks_endpoint').on(t.host, t.socksPort).where(sql`socks_port IS NOT NULL`),
    index('proxies_stock').on(t.status, t.kind, t.ipVersion, t.ipMode, t.countryCode),
    index('proxies_sub_server').on(t.subServerId),
    check('proxies_has_port', sql`${t.httpPort} IS NOT NULL OR ${t.socksPort} IS NOT NULL`),
  ],
)
