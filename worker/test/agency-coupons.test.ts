import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { CouponView } from '../src/contract/coupons'
import type { OrderAnswer, OrderQuote } from '../src/contract/orders'
import { call, expectError, latestCode, registration, signedInAdmin } from './accounts'
import { agencyCall, agencySettings, seedAgency } from './agency-fixtures'
import { balanceOf, expectBooksBalance } from './money'
import { addProxies, type Customer, choice, customer, customerCall, MONTH_PRICE, okJson, orderCall, seedCatalogue } from './order-fixtures'

const DAY = 86_400_000

beforeEach(async () => {
  await seedCatalogue()
  await agencySettings({ commissionPercent: 20, discountPercent: 10, pendingDays: 15, cookieDays: 30 })
})

type Admin = { token: string }
const admin = async (): Promise<Admin> => ({ token: (await signedInAdmin('boss@coupons.test')).accessToken })
const coupon = (boss: Admin, body: Record<string, unknown>) =>
  okJson<CouponView>(customerCall({ id: '', ...boss }, 'discount/coupon-create', body))
const quoteOf = (who: Customer, extra: Record<string, unknown> = {}) => orderCall(who, 'quote', choice(extra))
const quoted = (who: Customer, extra: Record<string, unknown> = {}) => okJson<OrderQuote>(quoteOf(who, extra))

async function referred(name: string, agencyId: string, balance: number) {
  const who = await customer(name, balance)
  await env.DB.prepare('UPDATE users SET owner_agency_id = ? WHERE id = ?').bind(agencyId, who.id).run()
  return who
}

describe('coupons (issue 17 item 5)', { timeout: 60_000 }, () => {
  it('every way a coupon fails has its DISCOUNT_* code; one that applies is its own line in the quote and is what is paid', async () => {
    await addProxies(3)
    const boss = await admin()
    const now = Date.now()
    await coupon(boss, { code: 'later', kind: 'percent', value: 10, startsAt: now + DAY })
    await coupon(boss, { code: 'over', kind: 'percent', value: 10, startsAt: now - 2 * DAY, endsAt: now - DAY })
    await coupon(boss, { code: 'big-only', kind: 'fixed', value: 5_000, minOrder: MONTH_PRICE + 1 })
    await coupon(boss, { code: 'v6-only', kind: 'percent', value: 10, products: ['private:ipv6:static'] })
    await coupon(boss, { code: 'once', kind: 'fixed', value: 5_000, maxUses: 1 })
    const mine = await coupon(boss, { code: 'mine', kind: 'percent', value: 20, maxUsesPerUser: 1 })
    expect(mine).toMatchObject({ code: 'mine', agency: null, uses: 0, maxUses: null, maxUsesPerUser: 1 })
    const { agencyId } = await seedAgency('an-agency')
    await okJson(agencyCall({ token: (await agentToken(agencyId)) ?? '' }, 'coupon-create', { code: 'agency-ten', value: 10 }))
    await expectError(
      customerCall({ id: '', ...boss }, 'discount/coupon-create', { code: 'mine', kind: 'fixed', value: 1 }),
      400,
      'COUPON_ALREADY_EXIST',
    )

    const lan = await customer('lan-coupons', 1_000_000)
    const mai = await customer('mai-coupons', 1_000_000)
    await expectError(quoteOf(lan, { coupon: 'nothing' }), 404, 'DISCOUNT_NOT_EXISTS')
    await expectError(quoteOf(lan, { coupon: 'later' }), 400, 'DISCOUNT_NOT_STARTED')
    await expectError(quoteOf(lan, { coupon: 'over' }), 400, 'DISCOUNT_EXPIRED')
    await expectError(quoteOf(lan, { coupon: 'big-only' }), 400, 'DISCOUNT_MIN_ORDER')
    await expectError(quoteOf(lan, { coupon: 'v6-only' }), 400, 'DISCOUNT_NOT_FOR_PRODUCT')
    await expectError(quoteOf(lan, { coupon: 'agency-ten' }), 400, 'DISCOUNT_NOT_APPLICABLE')

    // 20% of 45,000 off: the quote says so on its own line, and the purchase pays exactly that.
    expect(await quoted(lan, { coupon: 'mINE' })).toMatchObject({
      originalPrice: MONTH_PRICE,
      agencyDiscount: 0,
      coupon: { code: 'mine', discount: 9_000 },
      totalPrice: 36_000,
    })
    const order = await okJson<OrderAnswer>(orderCall(lan, 'create', choice({ coupon: 'mine' }), { key: 'lan-1' }))
    expect(order.balance).toBe(1_000_000 - 36_000)
    expect(order.order).toMatchObject({ originalPrice: MONTH_PRICE, discount: 9_000, totalPrice: 36_000 })
    await expectError(quoteOf(lan, { coupon: 'mine' }), 400, 'DISCOUNT_ALREADY_USED')
    await okJson(orderCall(mai, 'create', choice({ coupon: 'once' }), { key: 'mai-1' }))
    await expectError(quoteOf(lan, { coupon: 'once' }), 400, 'DISCOUNT_USED_UP')
    // A replay of the purchase answers as the first did and uses the coupon no more.
    expect((await okJson<OrderAnswer>(orderCall(lan, 'create', choice({ coupon: 'mine' }), { key: 'lan-1' }))).order._id).toBe(
      order.order._id,
    )
    const list = await okJson<{ data: CouponView[] }>(customerCall({ id: '', ...boss }, 'discount/coupon-list?agency=shop'))
    expect(list.data.find((row) => row.code === 'mine')).toMatchObject({ uses: 1, discountGiven: 9_000 })
    const audit = await env.DB.prepare("SELECT count(*) AS n FROM admin_audit WHERE action = 'create_coupon'").first('n')
    expect(audit).toBe(6)
    await expectBooksBalance(lan.id)
  })

  it('20 concurrent purchases with a coupon of 5 uses: exactly 5 are discounted, the others refused and charged nothing', async () => {
    await addProxies(20)
    const boss = await admin()
    await coupon(boss, { code: 'five', kind: 'fixed', value: 10_000, maxUses: 5, maxUsesPerUser: null })
    const buyers = await Promise.all([0, 1, 2, 3].map((at) => customer(`rush-${at}`, 500_000)))
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, at) => {
        const who = buyers[at % 4] as Customer
        return orderCall(who, 'create', choice({ coupon: 'five' }), { key: `rush-${at}` })
      }),
    )
    const bodies = await Promise.all(answers.map((answer) => answer.json() as Promise<OrderAnswer & { message?: string }>))
    const paid = bodies.filter((body) => body.order)
    expect(paid.map((body) => body.order.totalPrice)).toEqual(Array(5).fill(MONTH_PRICE - 10_000))
    expect(bodies.filter((body) => body.message === 'DISCOUNT_USED_UP')).toHaveLength(15)
    expect(await env.DB.prepare('SELECT count(*) AS n FROM coupon_uses').first('n')).toBe(5)
    const spent = (await Promise.all(buyers.map((who) => balanceOf(who.id)))).reduce((sum, balance) => sum + 500_000 - balance, 0)
    expect(spent).toBe(5 * (MONTH_PRICE - 10_000))
    for (const who of buyers) await expectBooksBalance(who.id)
  })

  it("a referred customer's agency discount is its own line; an agency's coupon stays within its margin and costs it that much commission", async () => {
    await addProxies(2)
    const { agencyId } = await seedAgency('our-shop', { commission: 20, discount: 10 })
    const agent = { token: (await agentToken(agencyId)) ?? '' }
    await expectError(agencyCall(agent, 'coupon-create', { code: 'too-much', value: 21 }), 400, 'DISCOUNT_OVER_MARGIN')
    await okJson(agencyCall(agent, 'coupon-create', { code: 'our-five', value: 5 }))
    const lan = await referred('lan-referred', agencyId, 1_000_000)
    // 10% of 45,000 for being referred, then 5% of the 40,500 left.
    expect(await quoted(lan, { coupon: 'our-five' })).toMatchObject({
      agencyDiscountPercent: 10,
      agencyDiscount: 4_500,
      coupon: { code: 'our-five', discount: 2_025 },
      totalPrice: 38_475,
    })
    await okJson(orderCall(lan, 'create', choice({ coupon: 'our-five' }), { key: 'lan-ref' }))
    const made = await env.DB.prepare('SELECT percent, amount FROM commissions').first()
    expect(made).toEqual({ percent: 15, amount: Math.floor((38_475 * 15) / 100) })
    const own = await okJson<{ data: CouponView[] }>(agencyCall(agent, 'coupons'))
    expect(own.data).toMatchObject([{ code: 'our-five', agency: 'our-shop', uses: 1, discountGiven: 2_025 }])
    // An agency not active makes no coupons.
    const { agencyId: idle } = await seedAgency('idle-one', { active: false })
    await expectError(
      agencyCall({ token: (await agentToken(idle)) ?? '' }, 'coupon-create', { code: 'nope', value: 5 }),
      400,
      'AGENCY_NOT_ACTIVE',
    )
  })

  it("signs up with a coupon code: kept as the sign-up code; an agency's coupon makes its agency the owner", async () => {
    const boss = await admin()
    await coupon(boss, { code: 'welcome', kind: 'percent', value: 10 })
    const { agencyId } = await seedAgency('with-coupon')
    await okJson(agencyCall({ token: (await agentToken(agencyId)) ?? '' }, 'coupon-create', { code: 'friends', value: 5 }))
    for (const [email, code] of [
      ['shop-coupon@coupons.test', 'welcome'],
      ['agency-coupon@coupons.test', 'friEnds'],
    ] as const) {
      expect((await call('/api/auth/register', registration(email, { affiliateCode: code }))).status).toBe(200)
      expect((await call('/api/auth/verify', { email, code: await latestCode(email) })).status).toBe(200)
    }
    const owners = await env.DB.prepare(
      "SELECT email, affiliate_code AS code, owner_agency_id AS owner FROM users WHERE email LIKE '%-coupon@coupons.test' ORDER BY email",
    ).all()
    expect(owners.results).toEqual([
      { email: 'agency-coupon@coupons.test', code: 'friends', owner: agencyId },
      { email: 'shop-coupon@coupons.test', code: 'welcome', owner: null },
    ])
  })
})

/** The agency's owner signed in (seedAgency makes the owner straight in D1). */
async function agentToken(agencyId: string): Promise<string | null> {
  const { openSession } = await import('../src/accounts/sessions')
  const { config } = await import('../src/config')
  const { database } = await import('../src/db/client')
  const { findUserById } = await import('../src/db/users')
  const db = database(env.DB)
  const owner = await env.DB.prepare('SELECT user_id AS id FROM agencies WHERE id = ?').bind(agencyId).first<{ id: string }>()
  const user = owner ? await findUserById(db, owner.id) : null
  return user ? (await openSession({ db, config: config(env), now: Date.now() }, user, {})).accessToken : null
}
