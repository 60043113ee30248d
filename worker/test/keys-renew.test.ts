import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { KeyAnswer, KeyView } from '../src/contract/keys'
import type { TransactionView } from '../src/contract/ledger'
import { autoRenewKeys } from '../src/jobs/key-auto-renew'
import { expireKeys, releaseKeys } from '../src/jobs/key-lifetimes'
import { expectError } from './accounts'
import { boughtKeys, keyCall, keyRow, keysOf, MONTH_KEY, rotatingNode, seedKeyShop, setKey } from './key-fixtures'
import { balanceOf, expectBooksBalance } from './money'
import { entryOf, feedOf } from './node-fixtures'
import { type Customer, customer, customerCall, days, fund, okJson, planEvents } from './order-fixtures'

beforeEach(seedKeyShop)

const renew = (who: Customer, id: string, key?: string) => customerCall(who, `key/renew/${id}`, {}, { method: 'PUT', key })
const autoRenew = (who: Customer, ids: string[], on: boolean) =>
  customerCall(who, 'key/auto-renew', { listKeyId: ids, autoRenew: on }, { method: 'PUT' })
const rowsOfType = async (userId: string, type: string) =>
  (await env.DB.prepare('SELECT amount FROM ledger WHERE user_id = ? AND type = ?').bind(userId, type).all<{ amount: number }>()).results

async function held(balance = 1_000_000) {
  const node = await rotatingNode({ count: 3 })
  const buyer = await customer(`renewer${crypto.randomUUID().slice(0, 6)}`, balance)
  const [key] = (await boughtKeys(buyer)).keys as [KeyView]
  return { node, buyer, key }
}

describe('renewing a key', () => {
  it('is NOT_EXPIRE while the key runs, and charges nothing', async () => {
    const { buyer, key } = await held()
    await expectError(renew(buyer, key._id), 400, 'NOT_EXPIRE')
    expect(await rowsOfType(buyer.id, 'renew_key')).toEqual([])
  })

  it("renews an expired key at its renewal price ('renew key') for one period from now; the node lets it in again", async () => {
    const { node, buyer, key } = await held()
    const ended = Date.now() - days(1)
    await setKey(key._id, { expires_at: ended })
    await expireKeys(env, Date.now())
    const proxyId = (await keyRow(key._id))?.proxyId ?? ''
    expect(entryOf(await feedOf(node), proxyId)?.access[0]?.refusal).toBe('expired')

    const before = Date.now()
    const answer = await okJson<KeyAnswer>(renew(buyer, key._id, 'renew-1'))
    expect(answer.key.status).toBe('using')
    expect(answer.key.expiresAt).toBeGreaterThanOrEqual(before + days(30))
    expect(answer.balance).toBe(1_000_000 - MONTH_KEY.price - MONTH_KEY.renewPrice)
    expect(await rowsOfType(buyer.id, 'renew_key')).toEqual([{ amount: -MONTH_KEY.renewPrice }])
    expect(entryOf(await feedOf(node), proxyId)?.access[0]).toMatchObject({ refusal: null, expiresAt: answer.key.expiresAt })
    // The same call again is the same renewal; a new one is refused, the key runs.
    expect((await okJson<KeyAnswer>(renew(buyer, key._id, 'renew-1'))).balance).toBe(answer.balance)
    await expectError(renew(buyer, key._id, 'renew-2'), 400, 'NOT_EXPIRE')
    await expectBooksBalance(buyer.id)
    expect(await planEvents(buyer.id)).toContainEqual(expect.objectContaining({ planId: key._id, message: 'RENEW_SUCCESS' }))
  })

  it("lists the purchase and the renewal with the package's name in both languages", async () => {
    const { buyer, key } = await held()
    await setKey(key._id, { expires_at: Date.now() - days(1) })
    await expireKeys(env, Date.now())
    await okJson<KeyAnswer>(renew(buyer, key._id))
    const contents = (rows: TransactionView[]) => rows.map(({ type, content, contentEn }) => ({ type, content, contentEn }))
    const expected = [
      { type: 'renew_key', content: 'VN rotating month', contentEn: MONTH_KEY.nameEn },
      { type: 'buy_key', content: '1 × VN rotating month', contentEn: `1 × ${MONTH_KEY.nameEn}` },
      { type: 'admin_topup', content: expect.any(String), contentEn: undefined },
    ]
    expect(contents((await okJson<{ data: TransactionView[] }>(customerCall(buyer, 'user/transaction'))).data)).toEqual(expected)
    expect(contents((await okJson<{ data: TransactionView[] }>(customerCall(buyer, 'log/list-transaction'))).data)).toEqual(expected)
    // A package with one name (its English name the same): the content serves both languages.
    await env.DB.prepare('UPDATE proxy_keys SET package_name_en = package_name WHERE id = ?').bind(key._id).run()
    const [renewal] = (await okJson<{ data: TransactionView[] }>(customerCall(buyer, 'user/transaction'))).data
    expect(renewal).toMatchObject({ type: 'renew_key', content: 'VN rotating month' })
    expect(renewal && 'contentEn' in renewal).toBe(false)
  })

  it('renews a key past its end before the job marked it, and refuses one released to the pool with KEY_EXPIRED', async () => {
    const { buyer, key } = await held()
    await setKey(key._id, { expires_at: Date.now() - 1000 })
    expect((await okJson<KeyAnswer>(renew(buyer, key._id))).key.status).toBe('using')

    await setKey(key._id, { expires_at: Date.now() - days(4) })
    await expireKeys(env, Date.now())
    await releaseKeys(env, Date.now())
    const row = await keyRow(key._id)
    expect(row?.status).toBe('released')
    const proxy = await env.DB.prepare('SELECT status, password FROM proxies WHERE id = ?')
      .bind(row?.proxyId)
      .first<{ status: string; password: string }>()
    expect(proxy?.status).toBe('free')
    await expectError(renew(buyer, key._id), 400, 'KEY_EXPIRED')
    await expectError(keyCall('current-proxy', key.key), 401, 'INVALID_TOKEN')
    expect(await keysOf(buyer)).toEqual([])
    await expectBooksBalance(buyer.id)
  })

  it('keeps an expired key 3 days: released exactly then, not a millisecond before', async () => {
    const { key } = await held()
    const end = Date.now() - 10
    await setKey(key._id, { expires_at: end })
    await expireKeys(env, end)
    await releaseKeys(env, end + days(3) - 1)
    expect((await keyRow(key._id))?.status).toBe('expired')
    await releaseKeys(env, end + days(3))
    expect((await keyRow(key._id))?.status).toBe('released')
  })

  it('answers NOT_FOUND for a key that is not the caller’s', async () => {
    const { key } = await held()
    const other = await customer('other', 1_000_000)
    await expectError(renew(other, key._id), 404, 'NOT_FOUND')
    await expectError(autoRenew(other, [key._id], true), 404, 'NOT_FOUND')
  })
})

describe('auto-renewing keys', () => {
  it("renews a key within the day before its end, once per period ('auto-renew key'), however many runs try", async () => {
    const { buyer, key } = await held()
    expect(await okJson(autoRenew(buyer, [key._id], true))).toEqual({ updated: 1 })
    const end = key.expiresAt
    await autoRenewKeys(env, end - days(1) - 1)
    expect(await rowsOfType(buyer.id, 'auto_renew_key')).toEqual([])
    await Promise.all([autoRenewKeys(env, end - days(1)), autoRenewKeys(env, end - days(1))])
    await autoRenewKeys(env, end - 1000)
    expect(await rowsOfType(buyer.id, 'auto_renew_key')).toEqual([{ amount: -MONTH_KEY.renewPrice }])
    expect((await keyRow(key._id))?.expiresAt).toBe(end + days(30))
    // The next period renews once more, at its own time.
    await autoRenewKeys(env, end + days(29))
    expect(await rowsOfType(buyer.id, 'auto_renew_key')).toHaveLength(2)
    expect((await keyRow(key._id))?.expiresAt).toBe(end + days(60))
    expect(await balanceOf(buyer.id)).toBe(1_000_000 - MONTH_KEY.price - 2 * MONTH_KEY.renewPrice)
    await expectBooksBalance(buyer.id)
  })

  it('leaves keys without auto-renew to expire', async () => {
    const { buyer, key } = await held()
    await autoRenewKeys(env, key.expiresAt - 1000)
    await expireKeys(env, key.expiresAt)
    expect((await keyRow(key._id))?.status).toBe('expired')
    expect(await rowsOfType(buyer.id, 'auto_renew_key')).toEqual([])
    expect((await keysOf(buyer))[0]?.status).toBe('expired')
  })

  it('reports a short balance once (RENEW_FAIL), charges nothing, and tries again once auto-renew is set again', async () => {
    const { buyer, key } = await held(MONTH_KEY.price + MONTH_KEY.renewPrice - 1)
    await okJson(autoRenew(buyer, [key._id], true))
    await autoRenewKeys(env, key.expiresAt - 1000)
    await autoRenewKeys(env, key.expiresAt - 500)
    const fails = (await planEvents(buyer.id)).filter((event) => event.planId === key._id && event.message === 'RENEW_FAIL')
    expect(fails).toHaveLength(1)
    expect(await rowsOfType(buyer.id, 'auto_renew_key')).toEqual([])
    expect(await balanceOf(buyer.id)).toBe(MONTH_KEY.renewPrice - 1)
    // Topped up and switched on again: the same end is tried again.
    await fund(buyer.id, 1)
    await autoRenewKeys(env, key.expiresAt - 100)
    expect(await rowsOfType(buyer.id, 'auto_renew_key')).toEqual([])
    await okJson(autoRenew(buyer, [key._id], true))
    await autoRenewKeys(env, key.expiresAt - 100)
    expect(await rowsOfType(buyer.id, 'auto_renew_key')).toEqual([{ amount: -MONTH_KEY.renewPrice }])
    expect(await balanceOf(buyer.id)).toBe(0)
    await expectBooksBalance(buyer.id)
  })
})
