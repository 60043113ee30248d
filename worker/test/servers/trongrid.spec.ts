import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import { listUsdtTransfers, type TrongridConfig, USDT_TRC20_CONTRACT } from '../../src/providers/payments/trongrid-api'
import { startTrongrid } from './trongrid'

// Well-formed TRON addresses (T and 33 base58 characters); they belong to nobody here.
const ours = 'TVjsyZ7fYF3qLF6BQgPmTEZy1xrNNyVAAA'
const payer = 'TPayerWa11etXXXXXXXXXXXXXXXXXXXXXX'
const someoneElse = 'TSomeoneE1seXXXXXXXXXXXXXXXXXXXXXX'
const fakeUsdt = 'TFakeUsdtContractXXXXXXXXXXXXXXXXX'
const apiKey = 'trongrid-test-key'
const t0 = 1_760_000_000_000

let server: Awaited<ReturnType<typeof startTrongrid>>
let cfg: TrongridConfig
let errors: MockInstance

beforeEach(async () => {
  server = await startTrongrid({ apiKey })
  cfg = { apiUrl: server.url, apiKey, address: ours }
  errors = vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(async () => {
  errors.mockRestore()
  await server.close()
})

describe('USDT transfers on TRON', () => {
  it('lists confirmed USDT received, from the timestamp on', async () => {
    expect(server.USDT_CONTRACT).toBe(USDT_TRC20_CONTRACT)
    server.addTransfer({ txId: 'old', from: payer, to: ours, microUsdt: 1_000_000, timestamp: t0 - 1 })
    server.addTransfer({ txId: 'a', from: payer, to: ours, microUsdt: 25_500_000, timestamp: t0 })
    server.addTransfer({ txId: 'b', from: payer, to: ours, microUsdt: 1, timestamp: t0 + 1000 })
    expect(await listUsdtTransfers(cfg, { minTimestamp: t0 })).toEqual({
      ok: true,
      complete: true,
      transfers: [
        { txId: 'a', from: payer, to: ours, microUsdt: 25_500_000, timestamp: t0 },
        { txId: 'b', from: payer, to: ours, microUsdt: 1, timestamp: t0 + 1000 },
      ],
    })
  })

  it('leaves out a token calling itself USDT, unconfirmed transfers and outgoing ones', async () => {
    server.addTransfer({ txId: 'fake', from: payer, to: ours, microUsdt: 9_000_000_000, timestamp: t0, contract: fakeUsdt })
    server.addTransfer({ txId: 'pending', from: payer, to: ours, microUsdt: 5_000_000, timestamp: t0, confirmed: false })
    server.addTransfer({ txId: 'out', from: ours, to: someoneElse, microUsdt: 7_000_000, timestamp: t0 })
    server.addTransfer({ txId: 'real', from: payer, to: ours, microUsdt: 3_000_000, timestamp: t0 })
    const result = await listUsdtTransfers(cfg, { minTimestamp: t0 })
    expect(result.ok && result.transfers.map((t) => t.txId)).toEqual(['real'])
  })

  it('checks each item itself, whatever the answer contains', async () => {
    const item = (over: Record<string, unknown>, token: Record<string, unknown> = {}) => ({
      transaction_id: 'tx',
      token_info: { symbol: 'USDT', address: USDT_TRC20_CONTRACT, decimals: 6, name: 'Tether USD', ...token },
      block_timestamp: t0,
      from: payer,
      to: ours,
      type: 'Transfer',
      value: '1000000',
      ...over,
    })
    const data = [
      item({ transaction_id: 'fake' }, { address: fakeUsdt }),
      item({ transaction_id: 'decimals' }, { decimals: 18 }),
      item({ transaction_id: 'approval', type: 'Approval' }),
      item({ transaction_id: 'elsewhere', to: someoneElse }),
      item({ transaction_id: 'fraction', value: '1.5' }),
      item({ transaction_id: 'huge', value: '9007199254740993' }),
      item({ transaction_id: 'good' }),
    ]
    const fetcher = vi
      .fn<typeof fetch>()
      .mockResolvedValue(Response.json({ data, success: true, meta: { at: t0, page_size: data.length } }))
    const result = await listUsdtTransfers(cfg, { minTimestamp: 0 }, fetcher)
    expect(result).toEqual({
      ok: true,
      complete: true,
      transfers: [{ txId: 'good', from: payer, to: ours, microUsdt: 1_000_000, timestamp: t0 }],
    })
  })

  it('asks for what it needs, with the API key', async () => {
    const fetcher = vi.fn<typeof fetch>().mockResolvedValue(Response.json({ data: [], success: true, meta: {} }))
    await listUsdtTransfers(cfg, { minTimestamp: t0 }, fetcher)
    const [url, init] = fetcher.mock.calls[0] ?? []
    const asked = new URL(String(url))
    expect(asked.pathname).toBe(`/v1/accounts/${ours}/transactions/trc20`)
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      only_confirmed: 'true',
      only_to: 'true',
      contract_address: USDT_TRC20_CONTRACT,
      limit: '200',
      min_timestamp: String(t0),
      order_by: 'block_timestamp,asc',
    })
    expect(init?.headers).toEqual({ 'tron-pro-api-key': apiKey })
  })

  it('follows the fingerprint across pages, oldest first', async () => {
    for (let i = 0; i < 450; i++) server.addTransfer({ txId: `tx${i}`, from: payer, to: ours, microUsdt: 1_000_000 + i, timestamp: t0 + i })
    const result = await listUsdtTransfers(cfg, { minTimestamp: t0 })
    if (!result.ok) throw new Error('listing failed')
    expect(result.complete).toBe(true)
    expect(result.transfers).toHaveLength(450)
    expect(result.transfers.map((t) => t.txId)).toEqual(Array.from({ length: 450 }, (_, i) => `tx${i}`))
  })

  it('stops after ten pages and says the listing is not complete', async () => {
    for (let i = 0; i < 2_050; i++) server.addTransfer({ txId: `tx${i}`, from: payer, to: ours, microUsdt: 1_000_000, timestamp: t0 + i })
    const first = await listUsdtTransfers(cfg, { minTimestamp: t0 })
    if (!first.ok) throw new Error('listing failed')
    expect(first).toMatchObject({ complete: false })
    expect(first.transfers).toHaveLength(2_000)
    const last = first.transfers.at(-1)?.timestamp ?? 0
    const rest = await listUsdtTransfers(cfg, { minTimestamp: last })
    expect(rest.ok && rest.complete && rest.transfers.map((t) => t.txId)).toEqual(Array.from({ length: 51 }, (_, i) => `tx${1_999 + i}`))
  })

  it('is off without an address and calls nothing', async () => {
    const fetcher = vi.fn<typeof fetch>()
    expect(await listUsdtTransfers({ apiUrl: server.url, apiKey }, { minTimestamp: 0 }, fetcher)).toEqual({ ok: false, reason: 'off' })
    expect(fetcher).not.toHaveBeenCalled()
  })

  it('fails when the API key is refused', async () => {
    expect(await listUsdtTransfers({ ...cfg, apiKey: 'wrong' }, { minTimestamp: 0 })).toEqual({ ok: false, reason: 'failed', status: 401 })
    expect(errors).toHaveBeenCalledTimes(1)
  })

  it('fails on an answer that is not a success', async () => {
    expect(await listUsdtTransfers({ ...cfg, address: 'not-an-address' }, { minTimestamp: 0 })).toEqual({
      ok: false,
      reason: 'failed',
      status: 400,
    })
    const fetcher = vi.fn<typeof fetch>().mockResolvedValue(Response.json({ success: false, error: 'busy' }))
    expect(await listUsdtTransfers(cfg, { minTimestamp: 0 }, fetcher)).toEqual({ ok: false, reason: 'failed', status: 200 })
  })

  it('fails, and says so once, when TronGrid cannot be reached', async () => {
    const fetcher = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('fetch failed'))
    expect(await listUsdtTransfers(cfg, { minTimestamp: 0 }, fetcher)).toEqual({ ok: false, reason: 'failed' })
    expect(errors).toHaveBeenCalledTimes(1)
  })

  it('returns unconfirmed transfers only to those who ask for them', async () => {
    server.addTransfer({ txId: 'pending', from: payer, to: ours, microUsdt: 5_000_000, timestamp: t0, confirmed: false })
    const base = `${server.url}/v1/accounts/${ours}/transactions/trc20`
    const get = async (query: string) =>
      ((await (await fetch(`${base}?${query}`, { headers: { 'tron-pro-api-key': apiKey } })).json()) as { data: unknown[] }).data
    expect(await get('only_confirmed=true')).toHaveLength(0)
    expect(await get('only_to=true')).toHaveLength(1)
  })
})
