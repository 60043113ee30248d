import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { InvoiceView } from '../src/contract/invoices'
import { jobs, runScheduled } from '../src/jobs/scheduled'
import { expectError, validationOf } from './accounts'
import { paidCardTopup, startCard } from './card-checkout'
import { expectLoggedErrors } from './fresh-database'
import { apiWith, apiWithout, type Customer, customer, jsonInit, okJson, userCall } from './payment-helpers'

const form = (topupId: string, extra: Record<string, unknown> = {}) => ({
  topupId,
  companyName: 'Công ty TNHH Proxy Việt',
  taxCode: '0101234567',
  address: '12 Lý Thường Kiệt, Hà Nội',
  email: 'ketoan@proxy.vn',
  ...extra,
})
const ask = (who: Customer, body: unknown) => userCall(who, '/api/vat-invoices/create', body)
const listOf = (who: Customer) => okJson<{ data: InvoiceView[]; total: number }>(userCall(who, '/api/vat-invoices/list'))
const sendQueued = () =>
  runScheduled(
    env,
    Date.now(),
    jobs.filter((job) => job.name === 'send-invoices'),
  )

type Received = { reference: string; company_name: string; tax_code: string; email: string; amount: number; id: string }
/** What the invoice service (test/servers/invoice-api.ts) accepted under our invoice's id. */
async function receivedFor(invoiceId: string): Promise<Received[]> {
  const all = (await (await fetch(new URL('/received', env.TEST_INVOICE_API_URL))).json()) as Received[]
  return all.filter((invoice) => invoice.reference === invoiceId)
}

describe('VAT invoices', () => {
  it('validates the form: every field required, a tax code of 10 digits or 10-3, an e-mail', async () => {
    const who = await customer()
    const empty = { topupId: '', companyName: ' ', taxCode: '', address: '', email: '' }
    expect(await validationOf(ask(who, empty))).toEqual(Object.fromEntries(Object.keys(empty).map((field) => [field, 'fieldIsEmpty'])))
    for (const taxCode of ['012345678', '01234567890', '0123456789-01', '0123456789-0012', '01234S6789', '0123456789 001'])
      expect(await validationOf(ask(who, form('t', { taxCode })))).toEqual({ taxCode: 'taxCodeInvalid' })
    expect(await expectError(ask(who, form('t', { email: 'ketoan@proxy' })), 400, 'EMAIL_INVALID')).toMatchObject({
      details: [{ path: 'email', message: 'emailInvalid' }],
    })
    for (const taxCode of ['0101234567', '0101234567-001']) await expectError(ask(who, form('t', { taxCode })), 404, 'NOT_HAVE_TRANSACTION')
  })

  it("is NOT_HAVE_TRANSACTION for someone else's top-up, one not credited, or none", async () => {
    const who = await customer()
    const other = await customer('other')
    const theirs = await paidCardTopup(other, 200_000)
    const unpaid = await startCard(who, 200_000)
    for (const id of [theirs._id, unpaid.id, 'no-such-topup']) await expectError(ask(who, form(id)), 404, 'NOT_HAVE_TRANSACTION')
    expect(await listOf(who)).toEqual({ data: [], total: 0 })
  })

  it('keeps one invoice per top-up and sends it to the invoice service; asking again answers the first', async () => {
    const who = await customer()
    const topup = await paidCardTopup(who, 500_000)
    const first = await okJson<InvoiceView>(ask(who, form(topup._id)))
    expect(first).toMatchObject({ topupId: topup._id, amount: 500_000, status: 'sent', taxCode: '0101234567' })
    const again = await Promise.all([ask(who, form(topup._id, { companyName: 'Other' })), ask(who, form(topup._id))])
    for (const answer of again) expect(await okJson(answer)).toEqual(first)
    expect(await receivedFor(first._id)).toEqual([
      expect.objectContaining({
        company_name: 'Công ty TNHH Proxy Việt',
        tax_code: '0101234567',
        email: 'ketoan@proxy.vn',
        amount: 500_000,
      }),
    ])
    expect(await listOf(who)).toEqual({ data: [first], total: 1 })
  })

  it('keeps the invoice queued while the invoice service is off; the cron job sends it', async () => {
    const who = await customer()
    const topup = await paidCardTopup(who, 300_000)
    const queued = await okJson<InvoiceView>(apiWithout(['INVOICE_API_KEY'], '/api/vat-invoices/create', jsonInit(who, form(topup._id))))
    expect(queued).toMatchObject({ status: 'queued', amount: 300_000 })
    expect(await receivedFor(queued._id)).toEqual([])
    await sendQueued()
    expect((await listOf(who)).data).toEqual([{ ...queued, status: 'sent' }])
    await sendQueued()
    expect(await receivedFor(queued._id)).toHaveLength(1)
  })

  it('keeps the invoice queued when the invoice service fails, and the cron job retries it', async () => {
    const logged = expectLoggedErrors()
    const who = await customer()
    const topup = await paidCardTopup(who, 300_000)
    const failing = { INVOICE_API_KEY: 'invoice-wrong-key' }
    const queued = await okJson<InvoiceView>(apiWith(failing, '/api/vat-invoices/create', jsonInit(who, form(topup._id))))
    expect(queued.status).toBe('queued')
    expect(logged.map(String)).toEqual([expect.stringContaining('invoice API: answered 401')])
    await sendQueued()
    expect((await listOf(who)).data).toEqual([{ ...queued, status: 'sent' }])
    expect(await receivedFor(queued._id)).toHaveLength(1)
  })
})
