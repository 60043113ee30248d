import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AdminOverview } from '../src/contract/admin-overview'
import type { PublicSettings } from '../src/contract/settings'
import { bearer, call, expectError, signedInAdmin, validationOf } from './accounts'
import { moneyOp } from './money'
import { addProxies, bought, choice, customer, MONTH_PRICE, okJson, seedCatalogue } from './order-fixtures'

beforeEach(seedCatalogue)

const overview = (token: string, unit = 'day') =>
  okJson<AdminOverview>(call(`/api/stats/admin-overview?unit=${unit}`, undefined, { headers: bearer(token) }))
const update = (token: string, settings: unknown) => call('/api/setting/update', { settings }, { method: 'PUT', headers: bearer(token) })

/** A card top-up credited now at 26,000 VND a dollar; answers the bonus row's amount (0 when none). */
async function creditedCard(userId: string, amountXu: number, id: string): Promise<number> {
  const open = { id, method: 'card' as const, amountXu, paidAmount: 1, currency: 'USD' as const, content: 'c' }
  const credit = { kind: 'credit-topup' as const, userId, eventKey: `card:${id}`, topupId: id, amountXu, open }
  const answer = await moneyOp({ ...credit, vndPerUsd: 26_000, providerEventId: id, content: 'c' })
  if (!answer.ok) throw new Error(answer.code)
  return answer.value.transactions.find((row) => row.type === 'promotion')?.amount ?? 0
}

describe('GET /api/stats/admin-overview (issue 16, overview)', { timeout: 30_000 }, () => {
  it("sums today's and this month's spend, top-ups by method, new users and orders; stock is low at its product's threshold", async () => {
    await addProxies(3)
    const boss = await signedInAdmin('boss@overview.test')
    const an = await customer('an-overview', 100_000)
    await creditedCard(an.id, 10_000, 'card-1')
    await bought(an, choice({ amount: 2 }))
    const seen = await overview(boss.accessToken)
    // New users: the admin and the customer; the admin's funding of `an` is no top-up and no spend.
    expect(seen.today).toMatchObject({
      spend: 2 * MONTH_PRICE,
      refunds: 0,
      revenue: 2 * MONTH_PRICE,
      topups: 10_000,
      newUsers: 2,
      orders: 1,
    })
    expect(seen.today.topupsByMethod).toEqual([{ method: 'card', amount: 10_000, count: 1 }])
    expect(seen.month).toMatchObject({ spend: 2 * MONTH_PRICE, topups: 10_000, orders: 1 })
    expect(seen.activeProxies).toBe(2)
    expect(seen.chart.points).toHaveLength(30)
    expect(seen.chart.points.at(-1)).toMatchObject({ revenue: 2 * MONTH_PRICE, topups: 10_000, newUsers: 2, orders: 1 })
    expect(seen.chart.points.slice(0, -1).every((point) => point.revenue === 0 && point.orders === 0)).toBe(true)
    expect((await overview(boss.accessToken, 'month')).chart.points).toHaveLength(12)
    const vn = { kind: 'private', ipVersion: 'ipv4', ipMode: 'static', countryCode: 'VN' }
    expect(seen.stock).toContainEqual({ ...vn, free: 1, sold: 2, threshold: 10, low: true })
    expect(seen.reconciliation).toBeNull()

    expect((await update(boss.accessToken, { lowStockThresholds: { 'private-ipv4-static': 0 } })).status).toBe(200)
    await okJson(call('/api/stats/reconcile', {}, { method: 'POST', headers: bearer(boss.accessToken) }))
    const after = await overview(boss.accessToken, 'week')
    expect(after.stock).toContainEqual({ ...vn, free: 1, sold: 2, threshold: 0, low: false })
    expect(after.chart.points).toHaveLength(12)
    expect(after.reconciliation).toMatchObject({ trigger: 'admin', differences: [] })
  })

  it('refuses customers (409) and a chart unit it does not know', async () => {
    const boss = await signedInAdmin('boss2@overview.test')
    const an = await customer('an-refused')
    await expectError(call('/api/stats/admin-overview', undefined, { headers: bearer(an.token) }), 409, 'PERMISSION_DENIED')
    expect(await validationOf(call('/api/stats/admin-overview?unit=year', undefined, { headers: bearer(boss.accessToken) }))).toEqual({
      unit: 'invalidValue',
    })
  })
})

describe('settings in one place (issue 16, settings)', { timeout: 30_000 }, () => {
  it('promotion tiers: the credited bonus follows them; out of bounds, falling or too many tiers are refused', async () => {
    const boss = await signedInAdmin('boss3@overview.test')
    const an = await customer('an-promo')
    // Default: 10% over 44 USD (1,144,000 Xu at 26,000).
    expect(await creditedCard(an.id, 1_200_000, 'p-1')).toBe(120_000)
    const tiers = [
      { overUsd: 10, percent: 5 },
      { overUsd: 40, percent: 20 },
    ]
    const saved = await okJson<PublicSettings>(update(boss.accessToken, { promotionTiers: tiers }))
    expect(saved.promotionTiers).toEqual(tiers)
    expect((await okJson<PublicSettings>(call('/api/setting/list'))).promotionTiers).toEqual(tiers)
    expect(await creditedCard(an.id, 1_200_000, 'p-2')).toBe(240_000)
    expect(await creditedCard(an.id, 300_000, 'p-3')).toBe(15_000)

    expect(await validationOf(update(boss.accessToken, { promotionTiers: [{ overUsd: 10, percent: 60 }] }))).toEqual({
      'settings.promotionTiers.0.percent': 'invalidValue',
    })
    const falling = [
      { overUsd: 50, percent: 5 },
      { overUsd: 40, percent: 10 },
    ]
    expect(Object.values(await validationOf(update(boss.accessToken, { promotionTiers: falling })))).toEqual(['invalidValue'])
    const six = Array.from({ length: 6 }, (_, at) => ({ overUsd: at + 1, percent: 1 }))
    expect(Object.values(await validationOf(update(boss.accessToken, { promotionTiers: six })))).toEqual(['tooLong'])
    expect((await okJson<PublicSettings>(call('/api/setting/list'))).promotionTiers).toEqual(tiers)
  })

  it('the promotion pop-up in vi and en and low-stock thresholds per product, each in the audit log', async () => {
    const boss = await signedInAdmin('boss4@overview.test')
    const promoPopup = { vi: 'Tặng 10% khi nạp', en: '10% bonus on top-ups' }
    const saved = await okJson<PublicSettings>(update(boss.accessToken, { promoPopup, lowStockThresholds: { 'shared-ipv6-dynamic': 3 } }))
    expect(saved).toMatchObject({ promoPopup, lowStockThresholds: { 'shared-ipv6-dynamic': 3 } })
    expect(Object.values(await validationOf(update(boss.accessToken, { promoPopup: { vi: ' ', en: 'x' } })))).toEqual(['fieldIsEmpty'])
    expect(Object.values(await validationOf(update(boss.accessToken, { lowStockThresholds: { 'private-ipv9-static': 3 } })))).toContain(
      'invalidValue',
    )
    const audit = await env.DB.prepare("SELECT subject, after FROM admin_audit WHERE action = 'update_settings'").all()
    expect(audit.results).toEqual([
      { subject: 'promoPopup,lowStockThresholds', after: JSON.stringify({ promoPopup, lowStockThresholds: { 'shared-ipv6-dynamic': 3 } }) },
    ])
  })
})
