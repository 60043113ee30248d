import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { TopupView } from '../src/contract/ledger'
import { jobs, runScheduled } from '../src/jobs/scheduled'
import { expectError } from './accounts'
import { paymentTestKeys } from './constants'
import { balanceOf, expectBooksBalance } from './money'
import { apiWithout, type Customer, customer, jsonInit, movements, okJson, outcomesOf, setRate, topupOf, userCall } from './payment-helpers'

const OURS = paymentTestKeys.USDT_TRC20_ADDRESS
const BUYER = 'TBuyerWaLLetAddressUsedByTestsXyz1'
const MINUTE = 60_000

type Started = { address: string; amount: string; expiresAt: number; topup: TopupView }
const start = (who: Customer, amount: number) => okJson<Started>(userCall(who, '/api/user/usdt-create-order', { amount }))
const microOf = (started: Started) => started.topup.paid?.amount ?? 0

/** The cron tick's USDT job at `now`, against the TronGrid stand-in (its transfers outlive each test: ids are unique). */
const watch = (now: number, configured = env) =>
  runScheduled(
    configured,
    now,
    jobs.filter((job) => job.name === 'usdt-watch'),
  )

type Transfer = {
  microUsdt: number
  timestamp: number
  to?: string
  from?: string
  contract?: string
  confirmed?: boolean
  decimals?: number
  type?: string
}
async function sendUsdt(transfer: Transfer): Promise<string> {
  const txId = crypto.randomUUID().replaceAll('-', '').repeat(2)
  const response = await fetch(`${env.TEST_TRONGRID_URL}/test/transfers`, {
    method: 'POST',
    body: JSON.stringify({ txId, from: BUYER, to: OURS, ...transfer }),
  })
  expect(response.status).toBe(201)
  return txId
}

describe('USDT (TRC20)', () => {
  it('is PAYMENT_METHOD_OFF without an address, and the watch credits nothing then', async () => {
    const who = await customer()
    await expectError(
      apiWithout(['USDT_TRC20_ADDRESS'], '/api/user/usdt-create-order', jsonInit(who, { amount: 14 })),
      400,
      'PAYMENT_METHOD_OFF',
    )
    const started = await start(who, 14)
    await sendUsdt({ microUsdt: microOf(started), timestamp: started.topup.createdAt + MINUTE })
    await watch(started.topup.createdAt + 2 * MINUTE, { ...env, USDT_TRC20_ADDRESS: '' })
    expect(await balanceOf(who.userId)).toBe(0)
  })

  it('answers our address and an amount of its own, to the millionth, open for an hour', async () => {
    const who = await customer()
    const [one, two] = [await start(who, 15), await start(who, 15)]
    for (const started of [one, two]) {
      expect(started).toMatchObject({ address: OURS, expiresAt: started.topup.createdAt + 60 * MINUTE })
      expect(started.amount).toMatch(/^15\.00\d{4}$/)
      expect(started.topup).toMatchObject({
        status: 'processing',
        paid: { amount: Math.round(Number(started.amount) * 1e6), currency: 'USDT' },
      })
    }
    expect(one.amount).not.toBe(two.amount)
  })

  it('credits a confirmed transfer of the amount once, however many runs see it, at the rate of creation', async () => {
    const who = await customer()
    const started = await start(who, 50)
    await setRate(20_000)
    const at = started.topup.createdAt
    const txId = await sendUsdt({ microUsdt: microOf(started), timestamp: at + MINUTE })
    await Promise.all([watch(at + 2 * MINUTE), watch(at + 2 * MINUTE)])
    await watch(at + 3 * MINUTE)
    expect(await movements(who)).toEqual([
      { type: 'topup', amount: 1_300_000 },
      { type: 'promotion', amount: 130_000 },
    ])
    expect(await topupOf(who, started.topup._id)).toMatchObject({ status: 'success', amount: 1_300_000, bonus: 130_000 })
    expect(await outcomesOf('usdt', txId)).toEqual([])
    await expectBooksBalance(who.userId)
  })

  it('ignores a fake token, an unconfirmed transfer, wrong decimals, an approval, another recipient, our own payment out', async () => {
    const who = await customer()
    const started = await start(who, 12)
    const [microUsdt, timestamp] = [microOf(started), started.topup.createdAt + MINUTE]
    const fakes = [
      { contract: 'TXLAQ63Xg1NAzckPwKHvzw7CSEmLMEqcdj' },
      { confirmed: false },
      { decimals: 18 },
      { type: 'Approval' },
      { to: 'TAnotherAddressNotOursAtAllXyz12345' },
      { from: OURS, to: BUYER },
    ]
    const txIds = await Promise.all(fakes.map((fake) => sendUsdt({ microUsdt, timestamp, ...fake })))
    await watch(timestamp + MINUTE)
    expect(await balanceOf(who.userId)).toBe(0)
    expect(await topupOf(who, started.topup._id)).toMatchObject({ status: 'processing' })
    for (const txId of txIds) expect(await outcomesOf('usdt', txId)).toEqual([])
    await sendUsdt({ microUsdt, timestamp: timestamp + MINUTE })
    await watch(timestamp + 2 * MINUTE)
    expect(await balanceOf(who.userId)).toBe(312_000)
  })

  it('keeps a transfer no open top-up asked for (after expiry, or an amount of nobody) once, for review', async () => {
    const who = await customer()
    const started = await start(who, 13)
    const late = started.topup.createdAt + 61 * MINUTE
    const expired = await sendUsdt({ microUsdt: microOf(started), timestamp: late })
    const stranger = await sendUsdt({ microUsdt: 7_777_777, timestamp: late })
    await Promise.all([watch(late + MINUTE), watch(late + MINUTE)])
    await watch(late + 2 * MINUTE)
    expect(await balanceOf(who.userId)).toBe(0)
    expect(await outcomesOf('usdt', expired)).toEqual(['unmatched'])
    expect(await outcomesOf('usdt', stranger)).toEqual(['unmatched'])
  })
})
