import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { balanceOf, expectBooksBalance } from './money'
import { addProxies, choice, customer, MONTH_PRICE, orderCall, seedCatalogue } from './order-fixtures'

beforeEach(seedCatalogue)

const BUYERS = 100
const STOCK = 50
const BALANCE = 100_000

describe('no overselling', () => {
  it(`${BUYERS} buyers at once for ${STOCK} proxies: ${STOCK} sold, each to one buyer; the others keep their money`, async () => {
    await addProxies(STOCK)
    const buyers = await Promise.all(Array.from({ length: BUYERS }, (_, at) => customer(`buyer${at}`, BALANCE)))
    const answers = await Promise.all(
      buyers.map(async (buyer) => {
        const response = await orderCall(buyer, 'create', choice(), { key: `buy-${buyer.id}` })
        return { buyer, status: response.status, body: (await response.json()) as { message?: string } }
      }),
    )
    const won = answers.filter((answer) => answer.status === 200)
    const lost = answers.filter((answer) => answer.status !== 200)
    expect(won).toHaveLength(STOCK)
    expect(lost.map((answer) => answer.body)).toEqual(Array(BUYERS - STOCK).fill({ message: 'NOT_ENOUGT_PROXY' }))

    const holders = await env.DB.prepare(
      "SELECT proxy_id, COUNT(*) AS n, COUNT(DISTINCT user_id) AS users FROM bought_proxies WHERE status = 'using' GROUP BY proxy_id",
    ).all<{ proxy_id: string; n: number; users: number }>()
    expect(holders.results).toHaveLength(STOCK)
    expect(holders.results.every((row) => row.n === 1 && row.users === 1)).toBe(true)
    const stock = await env.DB.prepare('SELECT status, COUNT(*) AS n FROM proxies GROUP BY status').all()
    expect(stock.results).toEqual([{ status: 'sold', n: STOCK }])

    for (const { buyer } of won) expect(await balanceOf(buyer.id)).toBe(BALANCE - MONTH_PRICE)
    for (const { buyer } of lost) expect(await balanceOf(buyer.id)).toBe(BALANCE)
    for (const buyer of buyers) await expectBooksBalance(buyer.id)
    const perBuyer = await env.DB.prepare('SELECT user_id, COUNT(*) AS n FROM orders GROUP BY user_id').all<{ n: number }>()
    expect(perBuyer.results).toHaveLength(STOCK)
    expect(perBuyer.results.every((row) => row.n === 1)).toBe(true)
  }, 120_000)
})
