import { sql } from 'drizzle-orm'
import type { Config } from '../../config'
import { ok } from '../../contract/errors'
import { decimalFromMicroUsd, microUsdFromCents } from '../../contract/money'
import type { Database } from '../../db/client'
import type { Env } from '../../env'
import { listUsdtTransfers, type UsdtTransfer } from '../../providers/payments/trongrid-api'
import { rowsByEventKeys } from '../ledger'
import { openTopup, openUsdtTopupWithAmount } from '../topups'
import { toTopupView } from '../views'
import { creditPayment } from './credit-payment'

export const usdtOn = (cfg: Config) => Boolean(cfg.USDT_TRC20_ADDRESS)
const OPEN_FOR_MS = 60 * 60_000
const tronConfig = (cfg: Config) => ({ apiUrl: cfg.TRONGRID_API_URL, apiKey: cfg.TRONGRID_API_KEY, address: cfg.USDT_TRC20_ADDRESS })

/**
 * USDT (TRC20) to our one address: each top-up gets an amount of its own (the dollars asked for plus a
 * few millionths), open for an hour, so a transfer names its top-up by its amount.
 */
export async function startUsdt(deps: { db: Database; config: Config; now: number; vndPerUsd: number }, userId: string, cents: number) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const micro = microUsdFromCents(cents, 1 + Math.floor(Math.random() * 9_999))
    if (await openUsdtTopupWithAmount(deps.db, micro, deps.now)) continue
    const topup = await openTopup(
      deps.db,
      {
        userId,
        method: 'usdt',
        amountXu: 0,
        paidAmount: micro,
        currency: 'USDT',
        vndPerUsd: deps.vndPerUsd,
        content: 'USDT TRC20',
        expiresAt: deps.now + OPEN_FOR_MS,
      },
      deps.now,
    )
    const amount = decimalFromMicroUsd(micro)
    return ok({ address: deps.config.USDT_TRC20_ADDRESS ?? '', amount, expiresAt: deps.now + OPEN_FOR_MS, topup: toTopupView(topup) })
  }
  throw new Error('no free USDT amount')
}

type UsdtDeps = { env: Env; db: Database; config: Config; now: number }
const MAX_ROUNDS = 5

/**
 * The cron job: confirmed transfers of the official USDT contract to our address since a while ago.
 * A transfer matching an open top-up's exact amount credits it (once per transaction); others are
 * reported for an admin. A listing cut short by TronGrid's page limit goes on from its last transfer.
 */
export async function watchUsdt(deps: UsdtDeps, since: number): Promise<{ credited: number; unmatched: string[] }> {
  if (!usdtOn(deps.config)) return { credited: 0, unmatched: [] }
  let credited = 0
  const unmatched: string[] = []
  let from = since
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const listed = await listUsdtTransfers(tronConfig(deps.config), { minTimestamp: from })
    if (!listed.ok) throw new Error(`TronGrid: ${listed.reason}`)
    for (const transfer of listed.transfers) {
      const outcome = await settleTransfer(deps, transfer)
      if (outcome === 'credited') credited++
      if (outcome === 'unmatched') unmatched.push(transfer.txId)
    }
    const last = listed.transfers.at(-1)
    if (listed.complete || !last || last.timestamp <= from) break
    from = last.timestamp
  }
  return { credited, unmatched }
}

async function settleTransfer(deps: UsdtDeps, transfer: UsdtTransfer): Promise<'credited' | 'unmatched' | 'seen'> {
  // Each run looks back over the last ones: a transfer already credited is passed over.
  const alreadyCredited = async () => (await rowsByEventKeys(deps.db, [`usdt:${transfer.txId}`])).length > 0
  if (await alreadyCredited()) return 'seen'
  const topup = await openUsdtTopupWithAmount(deps.db, transfer.microUsdt, transfer.timestamp)
  if (!topup) {
    // A run alongside this one may have credited it (closing its top-up) since the first look.
    if (await alreadyCredited()) return 'seen'
    await keepUnmatched(deps.db, transfer, deps.now)
    return 'unmatched'
  }
  const payment = {
    eventKey: `usdt:${transfer.txId}`,
    providerEventId: transfer.txId,
    paidAmount: transfer.microUsdt,
    currency: 'USDT',
    content: `USDT ${transfer.txId.slice(0, 16)}`,
  } as const
  return (await creditPayment(deps.env, topup, payment, deps.now)).ok ? 'credited' : 'seen'
}

/**
 * A transfer no open top-up asked for: kept once in the provider audit for an admin to settle by hand.
 * One statement, so that two runs at once keep it once.
 */
async function keepUnmatched(db: Database, transfer: UsdtTransfer, now: number) {
  await db.run(sql`INSERT INTO provider_events (id, provider, event_id, verified, outcome, raw, received_at)
    SELECT ${crypto.randomUUID()}, 'usdt', ${transfer.txId}, 1, 'unmatched', ${JSON.stringify(transfer)}, ${now}
    WHERE NOT EXISTS (SELECT 1 FROM provider_events WHERE provider = 'usdt' AND event_id = ${transfer.txId})`)
}
