import { parseJson, providerCall, record } from './provider-call'
/**
 * Tether's USDT contract on TRON mainnet. USDT (TRC-20) received on our address is read through TronGrid; only this
 * contract counts: any token may call itself USDT, so the contract address is what is checked.
 */
export const USDT_TRC20_CONTRACT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'

/** TronGrid's URL, an optional API key (TRON-PRO-API-KEY) and our receiving address. */
export type TrongridConfig = { apiUrl: string; apiKey?: string; address?: string }

/** One confirmed USDT transfer to our address; 1 USDT = 1,000,000 micro-USDT. */
export type UsdtTransfer = { txId: string; from: string; to: string; microUsdt: number; timestamp: number }

/** `complete` is false when the page limit stopped the listing: call again from the last timestamp to read on. */
export type UsdtTransfersResult =
  | { ok: true; transfers: UsdtTransfer[]; complete: boolean }
  | { ok: false; reason: 'off' }
  | { ok: false; reason: 'failed'; status?: number }

const PAGE_SIZE = 200
const MAX_PAGES = 10
const USDT_DECIMALS = 6

/**
 * Confirmed USDT transfers to our address from `minTimestamp` (ms, inclusive), oldest first, up to 10 pages of 200.
 * Oldest first so that a listing cut short loses only the newest, which the next call (from the last timestamp seen)
 * reads; the same transfer can then come twice, so callers key on txId.
 */
export async function listUsdtTransfers(
  cfg: TrongridConfig,
  input: { minTimestamp: number },
  fetcher: typeof fetch = fetch,
): Promise<UsdtTransfersResult> {
  const { address } = cfg
  if (!cfg.apiUrl || !address) return { ok: false, reason: 'off' }
  const query = new URLSearchParams({
    only_confirmed: 'true',
    only_to: 'true',
    contract_address: USDT_TRC20_CONTRACT,
    limit: String(PAGE_SIZE),
    min_timestamp: String(Math.max(0, Math.floor(input.minTimestamp))),
    order_by: 'block_timestamp,asc',
  })
  const base = `${cfg.apiUrl.replace(/\/+$/, '')}/v1/accounts/${encodeURIComponent(address)}/transactions/trc20`
  const headers: Record<string, string> = cfg.apiKey ? { 'tron-pro-api-key': cfg.apiKey } : {}
  const transfers: UsdtTransfer[] = []
  let fingerprint: string | undefined
  for (let page = 0; page < MAX_PAGES; page++) {
    if (fingerprint) query.set('fingerprint', fingerprint)
    const answer = await getPage(`${base}?${query}`, headers, fetcher)
    if (!answer.ok) return answer
    for (const item of answer.data) {
      const transfer = usdtTransferTo(item, address)
      if (transfer) transfers.push(transfer)
    }
    fingerprint = answer.fingerprint
    if (!fingerprint || answer.data.length === 0) return { ok: true, transfers, complete: true }
  }
  return { ok: true, transfers, complete: false }
}

async function getPage(
  url: string,
  headers: Record<string, string>,
  fetcher: typeof fetch,
): Promise<{ ok: true; data: unknown[]; fingerprint?: string } | { ok: false; reason: 'failed'; status?: number }> {
  const answer = await providerCall('TronGrid transfers', fetcher, url, { headers }, (text) => {
    const body = record(parseJson(text))
    return body?.success === true && Array.isArray(body.data) ? body : null
  })
  if (!answer.ok) return answer
  const meta = record(answer.value.meta)
  const fingerprint = typeof meta?.fingerprint === 'string' && meta.fingerprint ? meta.fingerprint : undefined
  return { ok: true, data: answer.value.data as unknown[], ...(fingerprint && { fingerprint }) }
}

// The transfer when `item` moves real USDT (contract and decimals checked, not the symbol) to `address`.
function usdtTransferTo(item: unknown, address: string): UsdtTransfer | null {
  const entry = record(item)
  const token = record(entry?.token_info)
  if (!entry || token?.address !== USDT_TRC20_CONTRACT || Number(token.decimals) !== USDT_DECIMALS) return null
  const { transaction_id, from, to, type, value, block_timestamp } = entry
  if (type !== 'Transfer' || to !== address || typeof transaction_id !== 'string' || typeof from !== 'string') return null
  if (typeof value !== 'string' || !/^\d+$/.test(value) || typeof block_timestamp !== 'number') return null
  const microUsdt = Number(value)
  if (!Number.isSafeInteger(microUsdt) || microUsdt <= 0) return null
  return { txId: transaction_id, from, to, microUsdt, timestamp: block_timestamp }
}
