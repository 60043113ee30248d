import * as v from 'valibot'

/**
 * A difference the ledger's reconciliation found. Each names what disagrees and both sides:
 * - balance: a user's cached balance is not the sum of their ledger rows;
 * - topup-credits: a credited top-up has not exactly one credit row (or the row's amount is not the top-up's);
 * - credit-without-topup: a top-up credit row whose top-up is missing or not credited;
 * - event-twice: one provider event id names more than one top-up;
 * - transfer-without-topup: a bank transfer marked credited has no credited top-up.
 */
export const differenceKinds = ['balance', 'topup-credits', 'credit-without-topup', 'event-twice', 'transfer-without-topup'] as const

export const ReconciliationDifference = v.object({
  kind: v.picklist(differenceKinds),
  /** The row the difference is about: a user, top-up, ledger row, provider event or bank transfer id. */
  subject: v.string(),
  userId: v.nullable(v.string()),
  /** What should be there (e.g. the ledger sum, 1 credit row) and what is (the balance, the rows found). */
  expected: v.number(),
  actual: v.number(),
})
export type ReconciliationDifference = v.InferOutput<typeof ReconciliationDifference>

export const ReconciliationView = v.object({
  _id: v.string(),
  ranAt: v.number(),
  trigger: v.picklist(['daily', 'admin']),
  usersChecked: v.number(),
  topupsChecked: v.number(),
  differences: v.array(ReconciliationDifference),
})
export type ReconciliationView = v.InferOutput<typeof ReconciliationView>

/** The latest reconciliation, or null before the first. */
export const LatestReconciliation = v.object({ latest: v.nullable(ReconciliationView) })
