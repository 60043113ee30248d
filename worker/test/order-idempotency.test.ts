import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { expectError } from './accounts'
import { balanceOf, expectBooksBalance, sendTimes } from './money'
import { addProxies, choice, customer, MONTH_PRICE, orderCall, planEvents, seedCatalogue } from './order-fixtures'

beforeEach(seedCatalogue)

const count = async (sql: string, ...params: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...params)
      .first<{ n: number }>()
  )?.n

describe('idempotent purchases', () => {
  it('create sent 1 to 5 times under one key (partly at once): one order, one ledger row, the same answer', async () => {
    await addProxies(40)
    const an = await customer('an', 2_000_000)
    for (let times = 1; times <= 5; times++) {
      const key = `create-${times}`
      const answers = await sendTimes(times, async () => {
        const response = await orderCall(an, 'create', choice({ amount: 2 }), { key })
        return `${response.status} ${await response.text()}`
      })
      expect(new Set(answers)).toEqual(new Set([answers[0]]))
      expect(answers[0]).toMatch(/^200 /)
      const orderId = JSON.parse((answers[0] ?? '').slice(4)).order._id as string
      expect(await count('SELECT COUNT(*) AS n FROM ledger WHERE ref_id = ?', orderId)).toBe(1)
      expect(await count('SELECT COUNT(*) AS n FROM bought_proxies WHERE order_id = ?', orderId)).toBe(2)
      // One BUY_SUCCESS to show: any repeat of it is the same event (plan id and time) and is shown once.
      const events = (await planEvents(an.id)).filter((event) => event.planId === orderId)
      expect(new Set(events.map((event) => JSON.stringify(event))).size).toBe(1)
    }
    expect(await count('SELECT COUNT(*) AS n FROM orders')).toBe(5)
    expect(await balanceOf(an.id)).toBe(2_000_000 - 5 * 2 * MONTH_PRICE)
    await expectBooksBalance(an.id)
  })

  it('the same key with another choice is refused; a retry after the stock ran out still answers the purchase', async () => {
    await addProxies(2)
    const an = await customer('an', 1_000_000)
    const first = await orderCall(an, 'create', choice({ amount: 2 }), { key: 'k' })
    expect(first.status).toBe(200)
    const answer = await first.text()
    await expectError(orderCall(an, 'create', choice({ amount: 1 }), { key: 'k' }), 400, 'IDEMPOTENCY_CONFLICT')
    // No stock is left, yet the retry is the purchase that was made, not a new one.
    expect(await (await orderCall(an, 'create', choice({ amount: 2 }), { key: 'k' })).text()).toBe(answer)
    // Without a key, each call is a purchase of its own.
    await expectError(orderCall(an, 'create', choice({ amount: 2 })), 400, 'NOT_ENOUGT_PROXY')
    // The same key of another customer is another purchase.
    const binh = await customer('binh', 1_000_000)
    await addProxies(2)
    const theirs = (await (await orderCall(binh, 'create', choice({ amount: 2 }), { key: 'k' })).json()) as { order: { _id: string } }
    expect(theirs.order._id).not.toBe(JSON.parse(answer).order._id)
    expect(await count('SELECT COUNT(*) AS n FROM orders')).toBe(2)
  })
})
