import { randomBytes } from 'node:crypto'
import { json, redirect, serve } from './http.ts'

const USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'

/** A TRC-20 transfer the stand-in knows; a `contract` other than USDT's is a token that only calls itself USDT. */
export type TransferInput = {
  txId: string
  from: string
  to: string
  microUsdt: number
  timestamp: number
  contract?: string
  confirmed?: boolean
  decimals?: number
  type?: 'Transfer' | 'Approval'
}

/**
 * Stands in for TronGrid's `GET /v1/accounts/{address}/transactions/trc20` over an in-memory list, with its filters
 * (only_confirmed, only_unconfirmed, only_to, only_from, contract_address, min/max_timestamp), order_by
 * (block_timestamp,desc by default), limit (20 by default, at most 200) and fingerprint paging. Started with an
 * `apiKey`, it refuses requests without that TRON-PRO-API-KEY. `POST /test/transfers` adds one (a TransferInput).
 * `GET /send` is a wallet's send form (the local sandbox under `npm start`): the transfer it makes, confirmed, is what
 * the shop's watcher finds on its next run.
 */
export async function startTrongrid(options: { apiKey?: string } = {}) {
  const transfers: Required<TransferInput>[] = []
  const addTransfer = (input: TransferInput) => {
    transfers.push({ contract: USDT, confirmed: true, decimals: 6, type: 'Transfer', ...input })
  }

  const server = await serve((request, body, response) => {
    const url = new URL(request.url ?? '/', 'http://x')
    if (url.pathname === '/send') return sendForm(request.method ?? 'GET', url, body, response)
    if (request.method === 'POST' && url.pathname === '/test/transfers') {
      addTransfer(JSON.parse(body) as TransferInput)
      return json(response, 201, { added: true })
    }
    const account = /^\/v1\/accounts\/([^/]+)\/transactions\/trc20$/.exec(url.pathname)?.[1]
    if (request.method !== 'GET' || !account) return json(response, 404, { success: false, error: 'Not Found', statusCode: 404 })
    if (options.apiKey && request.headers['tron-pro-api-key'] !== options.apiKey) return json(response, 401, { Error: 'ApiKey not exists' })
    const address = decodeURIComponent(account)
    if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) return fail(response, `${address} is not a valid address`)

    const query = url.searchParams
    const flag = (name: string) => query.get(name) === 'true'
    const limit = Number(query.get('limit') ?? 20)
    if (!Number.isInteger(limit) || limit < 1 || limit > 200) return fail(response, 'limit must be between 1 and 200')
    const order = query.get('order_by') ?? 'block_timestamp,desc'
    if (order !== 'block_timestamp,desc' && order !== 'block_timestamp,asc') return fail(response, `invalid order_by: ${order}`)
    const min = Number(query.get('min_timestamp') ?? 0)
    const max = Number(query.get('max_timestamp') ?? Number.MAX_SAFE_INTEGER)
    const contract = query.get('contract_address')

    const matching = transfers
      .filter((t) => t.from === address || t.to === address)
      .filter((t) => !flag('only_to') || t.to === address)
      .filter((t) => !flag('only_from') || t.from === address)
      .filter((t) => !flag('only_confirmed') || t.confirmed)
      .filter((t) => !flag('only_unconfirmed') || !t.confirmed)
      .filter((t) => !contract || t.contract === contract)
      .filter((t) => t.timestamp >= min && t.timestamp <= max)
      .map((t, index) => ({ t, index }))
      .sort((a, b) => (order.endsWith('asc') ? 1 : -1) * (a.t.timestamp - b.t.timestamp || a.index - b.index))
      .map(({ t }) => t)

    const offset = query.get('fingerprint')
      ? Number(
          Buffer.from(query.get('fingerprint') ?? '', 'base64url')
            .toString()
            .replace(/^offset:/, ''),
        )
      : 0
    if (!Number.isInteger(offset) || offset < 0) return fail(response, 'invalid fingerprint')
    const page = matching.slice(offset, offset + limit)
    const more = offset + limit < matching.length
    const fingerprint = more ? Buffer.from(`offset:${offset + limit}`).toString('base64url') : undefined
    const next = new URL(url.pathname, server.url)
    if (fingerprint) {
      for (const [name, value] of query) if (name !== 'fingerprint') next.searchParams.set(name, value)
      next.searchParams.set('fingerprint', fingerprint)
    }
    json(response, 200, {
      data: page.map((t) => ({
        transaction_id: t.txId,
        token_info: { symbol: 'USDT', address: t.contract, decimals: t.decimals, name: 'Tether USD' },
        block_timestamp: t.timestamp,
        from: t.from,
        to: t.to,
        type: t.type,
        value: String(t.microUsdt),
      })),
      success: true,
      meta: { at: Date.now(), page_size: page.length, ...(fingerprint && { fingerprint, links: { next: next.toString() } }) },
    })
  })
  // A wallet sending USDT (TRC-20): to an address, an amount with up to six decimals.
  const sendForm = (method: string, url: URL, body: string, response: Parameters<typeof json>[0]) => {
    if (method === 'POST') {
      const form = new URLSearchParams(body)
      const to = form.get('to') ?? ''
      const microUsdt = Math.round(Number(form.get('amount')) * 1_000_000)
      if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(to) || !Number.isSafeInteger(microUsdt) || microUsdt <= 0)
        return fail(response, 'bad address or amount')
      const txId = randomBytes(32).toString('hex')
      addTransfer({ txId, from: 'TLocaLSandboxWaLLetSendsTestUsdtXy', to, microUsdt, timestamp: Date.now() })
      return redirect(response, `/send?sent=${txId}`)
    }
    const sent = url.searchParams.get('sent')
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(
      '<!doctype html><meta charset="utf-8"><title>Local sandbox</title><h1>Send USDT (TRC-20)</h1>' +
        (sent ? `<p role="status">Sent, transaction ${sent}: the shop's watcher finds it on its next run.</p>` : '') +
        '<form method="post" action="/send"><label>To address <input name="to" size="40"></label>' +
        '<label>Amount (USDT) <input name="amount"></label><button>Send</button></form>',
    )
  }
  return { ...server, addTransfer, USDT_CONTRACT: USDT }
}

function fail(response: Parameters<typeof json>[0], error: string): void {
  json(response, 400, { success: false, error, statusCode: 400 })
}
