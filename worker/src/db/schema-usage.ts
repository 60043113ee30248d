import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { nodeOwnerKinds } from '../contract/node-feed'

/**
 * Usage from the proxy nodes (ADR 0020). A batch is counted once: its (node, epoch, seq) row goes in
 * the same D1 batch as every counter it adds to, so a replay fails on this primary key and adds nothing.
 * Rows are pruned after 8 days; a batch older than 7 days is refused as counted (see ADR 0020).
 */
export const usageBatches = sqliteTable(
  'usage_batches',
  {
    subServerId: text('sub_server_id').notNull(),
    epoch: text().notNull(),
    seq: integer().notNull(),
    fromAt: integer('from_at').notNull(),
    toAt: integer('to_at').notNull(),
    bytes: integer().notNull(),
    receivedAt: integer('received_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.subServerId, t.epoch, t.seq] }), index('usage_batches_received').on(t.receivedAt)],
)

const usageColumns = {
  proxyId: text('proxy_id').notNull(),
  owner: text({ enum: nodeOwnerKinds }).notNull(),
  ownerId: text('owner_id').notNull(),
  up: integer().notNull(),
  down: integer().notNull(),
}

/** Bytes per proxy, owner and hour (UTC, epoch ms of the hour's start); kept 2 days, then rolled up to days. */
export const usageHourly = sqliteTable('usage_hourly', { ...usageColumns, hour: integer().notNull() }, (t) => [
  primaryKey({ columns: [t.proxyId, t.owner, t.ownerId, t.hour] }),
  index('usage_hourly_hour').on(t.hour),
])

/** Bytes per proxy, owner and day (UTC); kept 35 days. */
export const usageDaily = sqliteTable('usage_daily', { ...usageColumns, day: integer().notNull() }, (t) => [
  primaryKey({ columns: [t.proxyId, t.owner, t.ownerId, t.day] }),
  index('usage_daily_day').on(t.day),
])

/**
 * What an owner (a bought proxy, a plan, a trial) used in one allowance period: 30-day windows from
 * the order's or the plan's start (ADR 0018). Allowances and the pages read these, nothing else.
 */
export const usageTotals = sqliteTable(
  'usage_totals',
  {
    owner: text({ enum: nodeOwnerKinds }).notNull(),
    ownerId: text('owner_id').notNull(),
    periodStart: integer('period_start').notNull(),
    periodEnd: integer('period_end').notNull(),
    up: integer().notNull(),
    down: integer().notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.owner, t.ownerId, t.periodStart] }), index('usage_totals_end').on(t.periodEnd)],
)
