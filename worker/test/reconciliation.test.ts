import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { ReconciliationView } from '../src/contract/reconciliation'
import { startOfShopDay } from '../src/jobs/ledger-reconcile'
import { CRON_EVERY_5_MINUTES, jobsFor, runScheduled } from '../src/jobs/scheduled'
import { bearer, call, expectError, ORIGIN, signedInAdmin } from './accounts'
import { adminTopup } from './money'
import { billCodeOf, customer, deliver, sepayDelivery } from './provider-deliveries'

const DAY = 86_400_000
const latest = async (token: string) => {
  const response = await call('/api/stats/reconciliation', undefined, { headers: bearer(token) })
  expect(response.status).toBe(200)
  return ((await response.json()) as { latest: ReconciliationView | null }).latest
}
const tick = (at: number) => runScheduled(env, at, jobsFor(CRON_EVERY_5_MINUTES))
const stored = async () => (await env.DB.prepare('SELECT trigger FROM reconciliations ORDER BY ran_at').all()).results

/** A customer with a bank top-up and an admin's top-up: books that balance. */
async function booksWithMoney() {
  const admin = await signedInAdmin()
  const buyer = await customer()
  const code = await billCodeOf(buyer.auth)
  expect((await deliver(await sepayDelivery({ id: 91_001, reference: 'FT91001', amount: 200_000, content: `nap ${code}` }))).status).toBe(
    200,
  )
  expect((await adminTopup(admin.accessToken, buyer.userId, 50_000)).status).toBe(200)
  return { admin, buyer }
}

/** Issue 12, item 10: the ledger's audit is a daily job whose result the admin area reads. */
describe('ledger reconciliation', () => {
  it('runs once a day from the five-minute cron, and finds no difference in books kept by the ledger', async () => {
    const { admin } = await booksWithMoney()
    expect(await latest(admin.accessToken)).toBeNull()
    const midnight = startOfShopDay(Date.now()) + DAY
    expect(new Date(midnight).toISOString()).toMatch(/T17:00:00\.000Z$/)
    await tick(midnight + 60_000)
    await tick(midnight + 5 * 60_000)
    await tick(midnight + DAY - 1)
    expect(await stored()).toEqual([{ trigger: 'daily' }])
    expect(await latest(admin.accessToken)).toMatchObject({ ranAt: midnight + 60_000, usersChecked: 2, topupsChecked: 1, differences: [] })
    await tick(midnight + DAY)
    expect(await stored()).toEqual([{ trigger: 'daily' }, { trigger: 'daily' }])
  })

  it('lists every difference injected into the real D1, with both sides, and an admin can check again at once', async () => {
    const { admin, buyer } = await booksWithMoney()
    const topup = await env.DB.prepare('SELECT id, provider_event_id FROM topups').first<{ id: string; provider_event_id: string }>()
    // A balance that drifted from its ledger; a top-up whose credit row went missing (so its user's sum drops too);
    // a provider event credited under a second top-up; a credited transfer pointing at no top-up.
    await env.DB.batch([
      env.DB.prepare('UPDATE users SET balance = balance + 7 WHERE id = ?').bind(admin.user._id),
      env.DB.prepare("DELETE FROM ledger WHERE ref_id = ? AND type = 'topup'").bind(topup?.id),
      env.DB.prepare(
        `INSERT INTO topups (id, user_id, method, status, amount_xu, bonus_xu, currency, provider_event_id, content, created_at, updated_at)
         VALUES ('twice', ?, 'bank', 'success', 1000, 0, 'VND', ?, 'x', 0, 0)`,
      ).bind(buyer.userId, topup?.provider_event_id),
      env.DB.prepare("UPDATE bank_transfers SET topup_id = 'gone'"),
    ])
    await tick(startOfShopDay(Date.now()))
    const found = await latest(admin.accessToken)
    const transfer = await env.DB.prepare('SELECT id FROM bank_transfers').first<{ id: string }>()
    expect(found?.differences).toEqual(
      expect.arrayContaining([
        { kind: 'balance', subject: admin.user._id, userId: admin.user._id, expected: 0, actual: 7 },
        { kind: 'balance', subject: buyer.userId, userId: buyer.userId, expected: 50_000, actual: 250_000 },
        { kind: 'topup-credits', subject: topup?.id, userId: buyer.userId, expected: 1, actual: 0 },
        { kind: 'topup-credits', subject: 'twice', userId: buyer.userId, expected: 1, actual: 0 },
        { kind: 'event-twice', subject: `bank:${topup?.provider_event_id}`, userId: buyer.userId, expected: 1, actual: 2 },
        { kind: 'transfer-without-topup', subject: transfer?.id, userId: buyer.userId, expected: 1, actual: 0 },
      ]),
    )
    expect(found?.differences).toHaveLength(6)

    await env.DB.prepare('UPDATE users SET balance = balance - 7 WHERE id = ?').bind(admin.user._id).run()
    const again = await call('/api/stats/reconcile', {}, { headers: { ...bearer(admin.accessToken), origin: ORIGIN } })
    expect(again.status).toBe(200)
    expect(((await again.json()) as ReconciliationView).differences).toHaveLength(5)
    expect(await latest(admin.accessToken)).toMatchObject({ trigger: 'admin' })
  })

  it('is for admins only', async () => {
    const buyer = await customer()
    await expectError(call('/api/stats/reconciliation', undefined, { headers: buyer.auth }), 409, 'PERMISSION_DENIED')
    await expectError(call('/api/stats/reconcile', {}, { headers: { ...buyer.auth, origin: ORIGIN } }), 409, 'PERMISSION_DENIED')
  })
})
