import * as v from 'valibot'

/** Allowances are counted in 30-day windows from the order's (or plan's) start (ADR 0018). */
export const USAGE_PERIOD_MS = 30 * 86_400_000
/** The tiers' and plans' allowances are in GB of 1024 MB, as the plan page shows them. */
export const BYTES_PER_GB = 1024 ** 3

/** The start of the allowance window that holds `at`, for windows of USAGE_PERIOD_MS from `anchor`. */
export function periodStartOf(anchor: number, at: number): number {
  return anchor + Math.max(0, Math.floor((at - anchor) / USAGE_PERIOD_MS)) * USAGE_PERIOD_MS
}

/**
 * What an owner (a bought proxy, a plan) moved in its current window, against its allowance (null:
 * unlimited). `periodEnd`: when the window ends and the allowance is whole again.
 */
export const UsageView = v.object({
  usedBytes: v.number(),
  allowanceBytes: v.nullable(v.number()),
  periodEnd: v.number(),
})
export type UsageView = v.InferOutput<typeof UsageView>

/** Used up: the node refuses it (refusal 'quota') until the window ends or the tier goes up. */
export const isOverQuota = (usage: UsageView) => usage.allowanceBytes !== null && usage.usedBytes >= usage.allowanceBytes
