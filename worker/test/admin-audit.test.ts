import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { AuditEntryView } from '../src/contract/audit'
import { bearer, call, expectError, login, ORIGIN, signedInAdmin, validationOf, verifiedCustomer } from './accounts'
import { adminTopup } from './money'

type Page = { data: AuditEntryView[]; total: number }
const as = (token: string, method = 'PUT') => ({ method, headers: { ...bearer(token), origin: ORIGIN } })
const audit = async (token: string, query = ''): Promise<Page> => {
  const answer = await call(`/api/log/list-audit${query}`, undefined, { headers: bearer(token) })
  expect(answer.status, await answer.clone().text()).toBe(200)
  return (await answer.json()) as Page
}

describe('the audit log of admin actions (issue 12, item 8)', { timeout: 30_000 }, () => {
  it('keeps who did what to which user or setting, before and after, when; newest first, filtered', async () => {
    const owner = await signedInAdmin('owner@audit.test', 0)
    const staff = await signedInAdmin('staff@audit.test', 2)
    await verifiedCustomer('buyer@audit.test')
    const buyer = await login('buyer@audit.test')
    const started = Date.now()

    await call('/api/user/admin-update-user', { userId: buyer.user._id, name: 'Renamed', role: 2 }, as(staff.accessToken))
    await call('/api/user/admin-active-user', { userId: buyer.user._id, active: false }, as(staff.accessToken))
    await call('/api/user/admin-active-user', { userId: buyer.user._id, active: true }, as(owner.accessToken))
    expect((await adminTopup(owner.accessToken, buyer.user._id, 120_000, 'k-1', 'bonus for a bug report')).status).toBe(200)
    expect((await adminTopup(staff.accessToken, buyer.user._id, -20_000, 'k-2', 'refund taken back')).status).toBe(200)
    await call('/api/setting/update', { settings: { vndPerUsd: 25_000 } }, as(owner.accessToken))

    const all = await audit(owner.accessToken)
    expect(all.total).toBe(6)
    expect(all.data.map((entry) => [entry.action, entry.admin.email])).toEqual([
      ['update_settings', 'owner@audit.test'],
      ['adjust_balance', 'staff@audit.test'],
      ['adjust_balance', 'owner@audit.test'],
      ['activate_user', 'owner@audit.test'],
      ['ban_user', 'staff@audit.test'],
      ['update_user', 'staff@audit.test'],
    ])
    const [settings, deduct, add, activate, ban, update] = all.data
    expect(update).toMatchObject({
      user: { _id: buyer.user._id, email: 'buyer@audit.test' },
      before: { name: 'Nguyễn Văn An', role: 1 },
      after: { name: 'Renamed', role: 2 },
    })
    expect(ban).toMatchObject({ before: { banned: false }, after: { banned: true } })
    expect(activate).toMatchObject({ before: { banned: true }, after: { banned: false } })
    expect(add).toMatchObject({ before: { balance: 0 }, after: { balance: 120_000 }, note: 'bonus for a bug report' })
    expect(deduct).toMatchObject({ before: { balance: 120_000 }, after: { balance: 100_000 }, note: 'refund taken back' })
    expect(settings).toMatchObject({ user: null, subject: 'vndPerUsd', before: { vndPerUsd: null }, after: { vndPerUsd: 25_000 } })
    expect(all.data.every((entry) => entry.createdAt >= started && entry.createdAt <= Date.now())).toBe(true)

    // Filters: the admin and the user by id, username or e-mail; the action.
    expect((await audit(owner.accessToken, '?admin=STAFF@audit.test')).data.map((entry) => entry.action)).toEqual([
      'adjust_balance',
      'ban_user',
      'update_user',
    ])
    expect((await audit(owner.accessToken, `?admin=${staff.user.username}&action=adjust_balance`)).total).toBe(1)
    expect((await audit(owner.accessToken, `?user=${buyer.user._id}`)).total).toBe(5)
    expect((await audit(owner.accessToken, '?user=nobody@audit.test')).total).toBe(0)
    expect(await validationOf(call('/api/log/list-audit?action=drop_table', undefined, { headers: bearer(owner.accessToken) }))).toEqual({
      action: 'invalidValue',
    })
    // Admins only.
    await expectError(call('/api/log/list-audit', undefined, { headers: bearer(buyer.accessToken) }), 401, 'INVALID_TOKEN')
    await verifiedCustomer('other@audit.test')
    const other = await login('other@audit.test')
    await expectError(call('/api/log/list-audit', undefined, { headers: bearer(other.accessToken) }), 409, 'PERMISSION_DENIED')
  })

  it('records a balance change exactly when the ledger does: once on a replay, never when refused', async () => {
    const admin = await signedInAdmin('admin@audit.test')
    await verifiedCustomer('buyer@audit.test')
    const buyer = await login('buyer@audit.test')
    const answers = await Promise.all([1, 2, 3].map(() => adminTopup(admin.accessToken, buyer.user._id, 70_000, 'same-key', 'goodwill')))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    await expectError(adminTopup(admin.accessToken, buyer.user._id, -500_000, 'too-much', 'mistake'), 400, 'NOT_ENOUGH_MONEY')
    const { data } = await audit(admin.accessToken, '?action=adjust_balance')
    expect(data).toHaveLength(1)
    const ledger = await env.DB.prepare('SELECT event_key, balance_before, balance_after FROM ledger WHERE user_id = ?')
      .bind(buyer.user._id)
      .all()
    expect(ledger.results).toHaveLength(1)
    expect(data[0]).toMatchObject({
      subject: ledger.results[0]?.event_key,
      before: { balance: ledger.results[0]?.balance_before },
      after: { balance: ledger.results[0]?.balance_after },
    })
  })

  it('serves 25 a page and is append-only: the database refuses to change or remove a row', async () => {
    const admin = await signedInAdmin('admin@audit.test')
    await verifiedCustomer('buyer@audit.test')
    const buyer = await login('buyer@audit.test')
    for (let at = 0; at < 27; at++) await adminTopup(admin.accessToken, buyer.user._id, 1_000 + at, `page-${at}`, `gift ${at}`)
    const first = await audit(admin.accessToken)
    const second = await audit(admin.accessToken, '?page=2')
    expect([first.total, first.data.length, second.data.length]).toEqual([27, 25, 2])
    expect(new Set([...first.data, ...second.data].map((entry) => entry._id)).size).toBe(27)
    expect(second.data.at(-1)?.note).toBe('gift 0')
    await expect(env.DB.prepare("UPDATE admin_audit SET note = 'hidden'").run()).rejects.toThrow(/append-only/)
    await expect(env.DB.prepare('DELETE FROM admin_audit').run()).rejects.toThrow(/append-only/)
    expect((await audit(admin.accessToken)).total).toBe(27)
  })
})
