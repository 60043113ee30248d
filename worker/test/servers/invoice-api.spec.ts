import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import { type InvoiceConfig, type InvoiceRequest, sendInvoiceRequest } from '../../src/providers/payments/invoice-api'
import { startInvoiceApi } from './invoice-api'

const apiKey = 'invoice-test-key'
const request: InvoiceRequest = {
  reference: 'inv-ref-1',
  companyName: 'Công ty TNHH Thử Nghiệm',
  taxCode: '0101234567',
  address: '1 Tràng Tiền, Hoàn Kiếm, Hà Nội',
  email: 'ketoan@example.vn',
  amount: 2_600_000,
  description: 'Nạp tiền tài khoản',
}

let server: Awaited<ReturnType<typeof startInvoiceApi>>
let cfg: InvoiceConfig
let errors: MockInstance

beforeAll(async () => {
  server = await startInvoiceApi({ apiKey })
  cfg = { apiUrl: server.invoicesUrl, apiKey }
})
afterAll(() => server.close())
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => errors.mockRestore())

describe('VAT invoice requests', () => {
  it('sends the request in snake_case and answers its id', async () => {
    const result = await sendInvoiceRequest(cfg, request)
    expect(result).toEqual({ ok: true, id: expect.stringMatching(/^inv_/) })
    const stored = server.received().find((r) => r.reference === request.reference)
    expect(stored).toEqual({
      id: result.ok ? result.id : '',
      reference: 'inv-ref-1',
      company_name: request.companyName,
      tax_code: '0101234567',
      address: request.address,
      email: request.email,
      amount: 2_600_000,
      description: request.description,
    })
    const listed = (await (await fetch(`${server.url}/received`)).json()) as unknown[]
    expect(listed).toContainEqual(stored)
  })

  it('gets the same id for the same reference', async () => {
    const first = await sendInvoiceRequest(cfg, { ...request, reference: 'inv-ref-2' })
    const again = await sendInvoiceRequest(cfg, { ...request, reference: 'inv-ref-2' })
    expect(again).toEqual(first)
    expect(server.received().filter((r) => r.reference === 'inv-ref-2')).toHaveLength(1)
  })

  it('is off without a URL or a key and calls nothing', async () => {
    const fetcher = vi.fn<typeof fetch>()
    expect(await sendInvoiceRequest({ apiKey }, request, fetcher)).toEqual({ ok: false, reason: 'off' })
    expect(await sendInvoiceRequest({ apiUrl: server.invoicesUrl }, request, fetcher)).toEqual({ ok: false, reason: 'off' })
    expect(fetcher).not.toHaveBeenCalled()
  })

  it('fails when the key is refused', async () => {
    expect(await sendInvoiceRequest({ ...cfg, apiKey: 'wrong' }, { ...request, reference: 'inv-bad' })).toEqual({
      ok: false,
      reason: 'failed',
      status: 401,
    })
    expect(errors).toHaveBeenCalledTimes(1)
    expect(server.received().some((r) => r.reference === 'inv-bad')).toBe(false)
  })

  it('fails when the service refuses the request', async () => {
    const result = await sendInvoiceRequest(cfg, { ...request, reference: 'inv-ref-3', taxCode: '12345' })
    expect(result).toEqual({ ok: false, reason: 'failed', status: 422 })
  })

  it('fails, and says so once, when the service cannot be reached', async () => {
    const fetcher = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('fetch failed'))
    expect(await sendInvoiceRequest(cfg, request, fetcher)).toEqual({ ok: false, reason: 'failed' })
    expect(errors).toHaveBeenCalledTimes(1)
  })

  it('fails on an answer without an id', async () => {
    const fetcher = vi.fn<typeof fetch>().mockResolvedValue(Response.json({ ok: true }))
    expect(await sendInvoiceRequest(cfg, request, fetcher)).toEqual({ ok: false, reason: 'failed', status: 200 })
  })

  it('does not send an amount that is not whole VND', async () => {
    await expect(sendInvoiceRequest(cfg, { ...request, amount: 10.5 })).rejects.toThrow(RangeError)
  })
})
