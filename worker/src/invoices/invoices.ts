import { and, asc, count, desc, eq, lt } from 'drizzle-orm'
import type { Config } from '../config'
import { fail, ok, type Result } from '../contract/errors'
import type { InvoiceInput, InvoiceView } from '../contract/invoices'
import type { Database } from '../db/client'
import { invoices, topups } from '../db/schema'
import { sendInvoiceRequest } from '../providers/payments/invoice-api'

type InvoiceRow = typeof invoices.$inferSelect
const MAX_ATTEMPTS = 20

export const toInvoiceView = (row: InvoiceRow): InvoiceView => ({
  _id: row.id,
  topupId: row.topupId,
  companyName: row.companyName,
  taxCode: row.taxCode,
  address: row.address,
  email: row.email,
  amount: row.amountVnd,
  status: row.status,
  createdAt: row.createdAt,
})

/**
 * A VAT invoice for one of the user's credited top-ups: stored first (one per top-up, so asking
 * again answers the first request), then sent; a send that fails stays queued for the cron job.
 */
export async function requestInvoice(
  deps: { db: Database; config: Config; now: number },
  userId: string,
  input: InvoiceInput,
): Promise<Result<InvoiceView>> {
  const { db, now } = deps
  const [topup] = await db
    .select()
    .from(topups)
    .where(and(eq(topups.id, input.topupId), eq(topups.userId, userId), eq(topups.status, 'success')))
    .limit(1)
  if (!topup) return fail('NOT_HAVE_TRANSACTION')
  await db
    .insert(invoices)
    .values({ id: crypto.randomUUID(), userId, ...input, amountVnd: topup.amountXu, status: 'queued', createdAt: now })
    .onConflictDoNothing({ target: invoices.topupId })
  const [row] = await db.select().from(invoices).where(eq(invoices.topupId, topup.id)).limit(1)
  if (!row) throw new Error('invoice row vanished')
  return ok(toInvoiceView(row.status === 'queued' ? await sendInvoice(deps, row) : row))
}

/** Sends one queued invoice; the service keys on our id, so a retry after a lost answer files it once. */
async function sendInvoice(deps: { db: Database; config: Config; now: number }, row: InvoiceRow): Promise<InvoiceRow> {
  const cfg = { apiUrl: deps.config.INVOICE_API_URL, apiKey: deps.config.INVOICE_API_KEY }
  const sent = await sendInvoiceRequest(cfg, {
    reference: row.id,
    companyName: row.companyName,
    taxCode: row.taxCode,
    address: row.address,
    email: row.email,
    amount: row.amountVnd,
    description: `Top-up ${row.topupId}`,
  })
  if (sent.ok) {
    const done = { status: 'sent' as const, providerRef: sent.id, sentAt: deps.now, attempts: row.attempts + 1 }
    await deps.db.update(invoices).set(done).where(eq(invoices.id, row.id))
    return { ...row, ...done }
  }
  if (sent.reason === 'failed')
    await deps.db
      .update(invoices)
      .set({ attempts: row.attempts + 1 })
      .where(eq(invoices.id, row.id))
  return row
}

/** The cron job: sends what is still queued (oldest first, a few per tick, giving up after 20 tries). */
export async function sendQueuedInvoices(deps: { db: Database; config: Config; now: number }): Promise<number> {
  if (!deps.config.INVOICE_API_URL || !deps.config.INVOICE_API_KEY) return 0
  const queued = await deps.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.status, 'queued'), lt(invoices.attempts, MAX_ATTEMPTS)))
    .orderBy(asc(invoices.createdAt))
    .limit(20)
  let sent = 0
  for (const row of queued) if ((await sendInvoice(deps, row)).status === 'sent') sent++
  return sent
}

/** The user's invoice requests, newest first, as every list answers: `{data, total}`. */
export async function listInvoices(db: Database, userId: string, page: { page: number; limit: number }) {
  const where = eq(invoices.userId, userId)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(where)
      .orderBy(desc(invoices.createdAt))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ total: count() }).from(invoices).where(where),
  ])
  return { data: rows.map(toInvoiceView), total: total?.total ?? 0 }
}
