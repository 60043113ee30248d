import type { Config } from '../../config'
import { ok } from '../../contract/errors'
import { decimalFromCents } from '../../contract/money'
import type { Database } from '../../db/client'
import { auditProviderEvent, providerEventSeen } from '../../db/provider-events'
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
    const micro = cents * 10_000 + 1 + Math.floor(Math.random() * 9_999)
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
    const amount = `${decimalFromCents(Math.floor(micro / 10_000))}${String(micro % 10_000).padStart(4, '0')}`
    return ok({ address: deps.config.USDT_TRC20_ADDRESS ?? '', amount, expiresAt: deps.now + OPEN_FOR_MS, topup: toTopupView(topup) })
  }
  throw new Error('no free USDT amount')
}

/**
 * The cron job: confirmed transfers of the official USDT contract to our address since a while ago.
 * A transfer matching an open top-up's exact amount credits it (once per transaction); others are
 * reported for an admin.
 */
export async function watchUsdt(
  deps: { env: Env; db: Database; config: Config; now: number },
  since: number,
): Promise<{ credited: number; unmatched: string[] }> {
  if (!usdtOn(deps.config)) return { credited: 0, unmatched: [] }
  const listed = await listUsdtTransfers(tronConfig(deps.config), { minTimestamp: since })
  if (!listed.ok) throw new Error(`TronGrid: ${listed.reason}`)
  let credited = 0
  const unmatched: string[] = []
  for (const transfer of listed.transfers) {
    // Each run looks back over the last ones: a transfer already credited is passed over.
    if ((await rowsByEventKeys(deps.db, [`usdt:${transfer.txId}`])).length > 0) continue
    const topup = await openUsdtTopupWithAmount(deps.db, transfer.microUsdt, transfer.timestamp)
    if (!topup) {
      unmatched.push(transfer.txId)
      await keepUnmatched(deps.db, transfer, deps.now)
      continue
    }
    const payment = {
      eventKey: `usdt:${transfer.txId}`,
      providerEventId: transfer.txId,
      paidAmount: transfer.microUsdt,
      currency: 'USDT',
      content: `USDT ${transfer.txId.slice(0, 16)}`,
    } as const
    const result = await creditPayment(deps.env, topup, payment, deps.now)
    if (result.ok) credited++
  }
  return { credited, unmatched }
}

/** A transfer no open top-up asked for: kept once in the provider audit for an admin to settle by hand. */
async function keepUnmatched(db: Database, transfer: UsdtTransfer, now: number) {
  if (await providerEventSeen(db, 'usdt', transfer.txId)) return
  await auditProviderEvent(
    db,
    { provider: 'usdt', eventId: transfer.txId, verified: true, outcome: 'unmatched', raw: JSON.stringify(transfer) },
    now,
  )
}
