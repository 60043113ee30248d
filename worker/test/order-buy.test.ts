import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { PackageQuote, Quote } from '../src/contract/orders'
import { quote } from '../src/domain/pricing'
import { expectError, validationOf } from './accounts'
import { balanceOf, expectBooksBalance, ledgerSumOf } from './money'
import {
  addProxies,
  bought,
  choice,
  customer,
  MONTH_PRICE,
  okJson,
  orderCall,
  planEvents,
  seedCatalogue,
  shopState,
  TIERS,
  WEEK_PRICE,
} from './order-fixtures'

beforeEach(seedCatalogue)

const discounts = [
  { minAmount: 10, percent: 5 },
  { minAmount: 50, percent: 10 },
]

describe('the price of a choice', () => {
  it('is the domain price of the catalogue: tier surcharge, quantity discount, renewal, stock, most popular', async () => {
    await addProxies(30)
    const an = await customer('an')
    for (const [amount, tier] of [
      [1, 'basic'],
      [10, 'advanced'],
      [12, 'premium'],
      [60, 'unlimited'],
    ] as const) {
      const response = await orderCall(an, 'quote', choice({ amount, bandwidthTier: tier }))
      expect(response.status).toBe(200)
      const expected = quote({
        basePrice: MONTH_PRICE,
        amount,
        periodUnit: 'month',
        periodCount: 1,
        surchargePercent: TIERS[tier],
        discounts,
        stock: 30,
        popular: true,
      })
      // Not referred, no coupon: the agency programme's lines are there and take nothing off. No balance yet:
      // the quote names what it lacks for the total; 30 in stock covers every amount but 60.
      const shortages = amount > 30 ? [{ countryCode: 'VN', wanted: amount, available: 30 }] : []
      expect(await response.json()).toEqual({
        ...expected,
        agencyDiscountPercent: 0,
        agencyDiscount: 0,
        coupon: null,
        shortages,
        balance: 0,
        balanceShort: expected.totalPrice,
      })
    }
    // A country with a price of its own uses it; a week is under a month, so it renews at the retail price.
    const us = (await (await orderCall(an, 'quote', choice({ countryCode: 'US', amount: 10 }))).json()) as Quote
    expect(us).toMatchObject({ unitPrice: 60_000, originalPrice: 600_000, totalPrice: 570_000, renewPrice: 570_000, stock: 0 })
    const week = (await (await orderCall(an, 'quote', choice({ periodUnit: 'week', amount: 10 }))).json()) as Quote
    expect(week).toMatchObject({ originalPrice: 10 * WEEK_PRICE, totalPrice: 10 * WEEK_PRICE - 7_500, renewPrice: 10 * WEEK_PRICE })
  })

  it('answers the catalogue codes: country off sale or unknown, amount out of range, no price, country missing', async () => {
    const an = await customer('an')
    await expectError(orderCall(an, 'quote', choice({ countryCode: 'KP' })), 400, 'INVALID_COUNTRY')
    await expectError(orderCall(an, 'quote', choice({ countryCode: 'ZZ' })), 400, 'INVALID_COUNTRY')
    await expectError(orderCall(an, 'quote', choice({ amount: 0 })), 400, 'AMOUNT_PROXY_NOT_VALID')
    await expectError(orderCall(an, 'quote', choice({ amount: 501 })), 400, 'AMOUNT_PROXY_NOT_VALID')
    await expectError(orderCall(an, 'create', choice({ amount: 501 })), 400, 'AMOUNT_PROXY_NOT_VALID')
    await expectError(orderCall(an, 'quote', choice({ periodUnit: 'day' })), 404, 'PRICE_NOT_EXISTS')
    await expectError(orderCall(an, 'quote', choice({ ipVersion: 'ipv6' })), 404, 'PRICE_NOT_EXISTS')
    const { countryCode: _, ...noCountry } = choice()
    expect(await validationOf(orderCall(an, 'quote', noCountry))).toEqual({ countryCode: 'fieldIsEmpty' })
    expect(await validationOf(orderCall(an, 'create', noCountry))).toEqual({ countryCode: 'fieldIsEmpty' })
    expect(await validationOf(orderCall(an, 'quote', choice({ amount: 1.5 })))).toEqual({ amount: 'invalidValue' })
    // Shared proxies are sold as the shared plan, never as an order.
    expect(await validationOf(orderCall(an, 'create', { ...choice(), kind: 'shared' }))).toEqual({ kind: 'invalidValue' })
  })
})

describe('buying', () => {
  it('debits the server price, hands over real proxies with their credentials, and announces BUY_SUCCESS', async () => {
    await addProxies(5)
    const an = await customer('an', 1_000_000)
    const answer = await bought(an, { ...choice({ amount: 3, bandwidthTier: 'advanced' }), totalPrice: 1, price: 1, discount: 999_999 })
    // The tampered prices are ignored: 3 x (45,000 + 20%).
    expect(answer.order).toMatchObject({ amount: 3, status: 'using', originalPrice: 162_000, discount: 0, totalPrice: 162_000 })
    expect(answer.order.code).toMatch(/^P[0-9A-Z]{12}$/)
    expect(answer.order.expiresAt - answer.order.startsAt).toBe(30 * 86_400_000)
    expect(answer.balance).toBe(838_000)
    expect(await balanceOf(an.id)).toBe(838_000)
    await expectBooksBalance(an.id)
    const ledger = await env.DB.prepare("SELECT type, amount, content FROM ledger WHERE type <> 'admin_topup'").all()
    expect(ledger.results).toEqual([{ type: 'buy_proxy_private', amount: -162_000, content: answer.order.code }])

    expect(answer.proxies).toHaveLength(3)
    for (const proxy of answer.proxies) {
      const stock = await env.DB.prepare('SELECT status, username, password, host FROM proxies WHERE host = ? AND http_port = ?')
        .bind(proxy.host, proxy.httpPort)
        .first()
      expect(stock).toEqual({ status: 'sold', username: proxy.username, password: proxy.password, host: proxy.host })
      expect(proxy).toMatchObject({ status: 'using', countryCode: 'VN', expiresAt: answer.order.expiresAt })
    }
    expect(await shopState()).toMatchObject({ freeProxies: 2, soldProxies: 3, boughtProxies: 3, orders: 1, logs: 1, claims: 0 })
    expect(await planEvents(an.id)).toEqual([
      { planId: answer.order._id, message: 'BUY_SUCCESS', isSuccess: true, time: expect.any(Number) },
    ])
  })

  it('refuses a short balance or short stock whole: nothing debited or allocated, BUY_FAIL announced', async () => {
    await addProxies(4)
    const an = await customer('an', 100_000)
    const before = await shopState()
    await expectError(orderCall(an, 'create', choice({ amount: 3 })), 400, 'NOT_ENOUGH_MONEY')
    await expectError(orderCall(an, 'create', choice({ amount: 5 })), 400, 'NOT_ENOUGT_PROXY')
    await expectError(orderCall(an, 'create', choice({ countryCode: 'US' })), 400, 'NOT_ENOUGT_PROXY')
    expect(await shopState()).toEqual(before)
    expect(await balanceOf(an.id)).toBe(100_000)
    expect(await ledgerSumOf(an.id)).toBe(100_000)
    const events = await planEvents(an.id)
    expect(events.map((event) => [event.message, event.isSuccess])).toEqual([
      ['BUY_FAIL', false],
      ['BUY_FAIL', false],
      ['BUY_FAIL', false],
    ])
  })

  it('quotes a package before buying it: its price, the balance short, its country short of stock; refused as buying would be', async () => {
    await addProxies(6)
    const an = await customer('an', 500_000)
    const poor = await customer('poor', 150_000)
    const quoted = (who: typeof an) => okJson<PackageQuote>(orderCall(who, 'package-quote/pkg-vn-5'))
    const sellable = { totalPrice: 200_000, renewPrice: 190_000, stock: 6, shortages: [] }
    expect(await quoted(an)).toEqual({ ...sellable, balance: 500_000, balanceShort: 0 })
    expect(await quoted(poor)).toEqual({ ...sellable, balance: 150_000, balanceShort: 50_000 })
    await expectError(orderCall(poor, 'buy-package/pkg-vn-5', {}), 400, 'NOT_ENOUGH_MONEY')
    // One package sold leaves 1 of the 5 the package takes: the quote names the country.
    await bought(an, choice({ amount: 5 }))
    expect(await quoted(an)).toMatchObject({ stock: 1, shortages: [{ countryCode: 'VN', wanted: 5, available: 1 }], balanceShort: 0 })
    await expectError(orderCall(an, 'buy-package/pkg-vn-5', {}), 400, 'NOT_ENOUGT_PROXY')
    for (const id of ['pkg-off', 'nothing', 'pkg-shared'])
      await expectError(orderCall(an, `package-quote/${id}`), 400, 'INVALID_ORDER_PACKAGE')
  })

  it('buys a package at its own price; a missing or disabled package is INVALID_ORDER_PACKAGE', async () => {
    await addProxies(6)
    const an = await customer('an', 500_000)
    const response = await orderCall(an, 'buy-package/pkg-vn-5', { totalPrice: 1 }, { key: 'pkg-1' })
    expect(response.status).toBe(200)
    const answer = (await response.json()) as { order: Record<string, unknown>; proxies: unknown[]; balance: number }
    expect(answer.order).toMatchObject({
      packageName: 'VN 5',
      packageNameEn: 'Five VN',
      amount: 5,
      totalPrice: 200_000,
      renewPrice: 190_000,
    })
    expect(answer.proxies).toHaveLength(5)
    expect(answer.balance).toBe(300_000)
    await expectError(orderCall(an, 'buy-package/pkg-off', {}), 400, 'INVALID_ORDER_PACKAGE')
    await expectError(orderCall(an, 'buy-package/nothing', {}), 400, 'INVALID_ORDER_PACKAGE')
    await addProxies(1, 'VN', { kind: 'shared', ipVersion: 'ipv4', ipMode: 'static' })
    await expectError(orderCall(an, 'buy-package/pkg-shared', {}), 400, 'INVALID_ORDER_PACKAGE')
    await expectError(orderCall(an, 'buy-package/pkg-vn-5', {}), 400, 'NOT_ENOUGT_PROXY')
    expect(await balanceOf(an.id)).toBe(300_000)
  })
})
