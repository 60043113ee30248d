import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'

/** Admin-editable settings; `value` is JSON checked against the key's schema when read. */
export const settings = sqliteTable('settings', {
  key: text().primaryKey(),
  value: text({ mode: 'json' }).notNull(),
  updatedAt: integer('updated_at').notNull(),
})

/** Countries proxies are sold in, by ISO 3166-1 alpha-2 code; names come from Intl.DisplayNames. */
export const countries = sqliteTable('countries', {
  code: text().primaryKey(),
  enabled: integer({ mode: 'boolean' }).notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
})

/** The last run of each scheduled job, so operators can see that cron is alive. */
export const jobRuns = sqliteTable('job_runs', {
  name: text().primaryKey(),
  lastRunAt: integer('last_run_at').notNull(),
  lastStatus: text('last_status', { enum: ['ok', 'failed'] }).notNull(),
})
