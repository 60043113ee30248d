import { USAGE_PERIOD_MS } from '../contract/usage'

/**
 * SQL for the start of the allowance window that holds `at`, windows of 30 days from `anchor`
 * (contract/usage.ts periodStartOf, the same rule in SQL). D1 may bind a JS number as a REAL, so the
 * division is cast to a whole number of windows.
 */
export const periodStartSql = (anchor: string, at: string) =>
  `CAST(${anchor} + max(0, CAST((${at} - ${anchor}) / ${USAGE_PERIOD_MS} AS INTEGER)) * ${USAGE_PERIOD_MS} AS INTEGER)`
