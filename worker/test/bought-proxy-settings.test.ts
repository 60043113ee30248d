import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { updateSelected } from '../src/bought-proxies/proxy-settings'
import { changeSelection } from '../src/bought-proxies/selection'
import type { BoughtProxyView } from '../src/contract/bought-proxies'
import { COMMENT_MAX, MAX_SELECTION } from '../src/contract/bought-proxies'
import { database } from '../src/db/client'
import { expectError, validationOf } from './accounts'
import { boughtIds, expireOrder, listed, proxyCall, proxyPut, rowOf } from './bought-proxy-fixtures'
import { addProxies, customer, okJson, seedCatalogue } from './order-fixtures'

beforeEach(seedCatalogue)

describe('comments and IP-change settings', () => {
  it('sets the comment of one proxy (trimmed, at most 256 characters) and answers the proxy', async () => {
    await addProxies(1)
    const an = await customer('an', 100_000)
    const { ids } = await boughtIds(an)
    const id = ids[0] ?? ''
    const view = await okJson<BoughtProxyView>(proxyPut(an, `update/${id}`, { comment: '  Tài khoản TikTok  ' }))
    expect(view).toMatchObject({ _id: id, comment: 'Tài khoản TikTok', status: 'using' })
    expect((await listed(an)).data[0]).toEqual(view)
    expect(await validationOf(proxyPut(an, `update/${id}`, { comment: 'x'.repeat(COMMENT_MAX + 1) }))).toEqual({ comment: 'tooLong' })
    expect(await okJson<BoughtProxyView>(proxyPut(an, `update/${id}`, { comment: 'x'.repeat(COMMENT_MAX) }))).toMatchObject({
      comment: 'x'.repeat(COMMENT_MAX),
    })
    await expectError(proxyPut(an, 'update/nope', { comment: 'x' }), 404, 'PROXY_NOT_EXISTS')
  })

  it('sets IP-change mode and interval (5 to 1000 minutes: ipResetTime) and comments of many proxies', async () => {
    await addProxies(3)
    const an = await customer('an', 200_000)
    const { ids } = await boughtIds(an, { amount: 3 })
    const update = (body: Record<string, unknown>) => proxyPut(an, 'update-list', { listBoughtProxyId: ids, ...body })
    for (const interval of [4, 1001, 4.5, '60']) {
      expect(await validationOf(update({ ipChangeInterval: interval }))).toEqual({ ipChangeInterval: 'ipResetTime' })
    }
    expect(await validationOf(update({ ipChangeMode: 'sometimes' }))).toEqual({ ipChangeMode: 'invalidValue' })
    expect(await validationOf(update({}))).toEqual({ '': 'fieldIsEmpty' })

    expect(await okJson(update({ ipChangeMode: 'auto', ipChangeInterval: 5 }))).toEqual({ updated: 3 })
    expect(await rowOf(ids[0] ?? '')).toMatchObject({ ip_change_mode: 'auto', ip_change_interval: 5, comment: '' })
    expect(await okJson(update({ ipChangeInterval: 1000, comment: ' Nhóm A ' }))).toEqual({ updated: 3 })
    const views = (await listed(an)).data
    expect(views.map((view) => [view.ipChangeMode, view.ipChangeInterval, view.comment])).toEqual(Array(3).fill(['auto', 1000, 'Nhóm A']))
  })

  it('comments on expired proxies, but IP-change settings only in use (ORDER_EXPIRED)', async () => {
    await addProxies(2)
    const an = await customer('an', 200_000)
    const fresh = await boughtIds(an)
    const old = await boughtIds(an)
    await expireOrder(old.order._id)
    const both = [...fresh.ids, ...old.ids]
    expect(await okJson(proxyPut(an, 'update-list', { listBoughtProxyId: both, comment: 'renew?' }))).toEqual({ updated: 2 })
    await expectError(proxyPut(an, 'update-list', { listBoughtProxyId: both, ipChangeInterval: 30 }), 400, 'ORDER_EXPIRED')
    await expectError(proxyPut(an, 'update-list', { listBoughtProxyId: both, ipChangeMode: 'auto', comment: 'x' }), 400, 'ORDER_EXPIRED')
    expect(await rowOf(fresh.ids[0] ?? '')).toMatchObject({ ip_change_interval: 60, ip_change_mode: 'manual', comment: 'renew?' })
  })
})

describe('a selection', () => {
  it('is required first by every bulk call (selectProxyFirst), at most 500', async () => {
    const an = await customer('an')
    const calls: [string, string, Record<string, unknown>][] = [
      ['PUT', 'update-list', { comment: 'x' }],
      ['PUT', 'auth-ip', { authIp: '1.2.3.4' }],
      ['PUT', 'change-password', { password: 'Abc1234567' }],
      ['PUT', 'auto-renew-list', { autoRenew: true }],
      ['POST', 'renew-quote', {}],
      ['PUT', 'renew-list', {}],
    ]
    for (const [method, path, body] of calls) {
      const sent = proxyCall(an, path, { ...body, listBoughtProxyId: [] }, { method })
      expect(await validationOf(sent), path).toEqual({ listBoughtProxyId: 'selectProxyFirst' })
    }
    for (const path of ['tag', 'untagged']) {
      expect(await validationOf(proxyCall(an, path, { listProxyId: [], tagId: 't' }))).toEqual({ listProxyId: 'selectProxyFirst' })
    }
    const tooMany = Array.from({ length: MAX_SELECTION + 1 }, (_, at) => `id-${at}`)
    expect(await validationOf(proxyPut(an, 'update-list', { listBoughtProxyId: tooMany, comment: 'x' }))).toEqual({
      listBoughtProxyId: 'tooLong',
    })
  })

  it('is all or nothing: one id that is not a proxy the caller holds is PROXY_NOT_EXISTS and nothing changes', async () => {
    await addProxies(2)
    const an = await customer('an', 200_000)
    const { ids } = await boughtIds(an, { amount: 2 })
    const before = await rowOf(ids[0] ?? '')
    await expectError(proxyPut(an, 'update-list', { listBoughtProxyId: [...ids, 'unknown'], comment: 'x' }), 404, 'PROXY_NOT_EXISTS')
    expect(await rowOf(ids[0] ?? '')).toEqual(before)
    // The same id twice is one proxy.
    expect(await okJson(proxyPut(an, 'update-list', { listBoughtProxyId: [...ids, ...ids], comment: 'x' }))).toEqual({ updated: 2 })
  })

  it('changes nothing when one of its proxies is released between the check and the write', async () => {
    await addProxies(2)
    const an = await customer('an', 200_000)
    const { ids } = await boughtIds(an, { amount: 2 })
    const db = database(env.DB)
    const before = await rowOf(ids[0] ?? '')
    const raced = await changeSelection(db, an.id, ids, Date.now(), {
      inUse: false,
      // The release job gets in after the rules passed.
      rule: async () => {
        await env.DB.prepare("UPDATE bought_proxies SET status = 'released' WHERE id = ?").bind(ids[1]).run()
        return null
      },
      write: () => [updateSelected(db, an.id, ids, { comment: 'late' })],
    })
    expect(raced).toEqual({ ok: false, code: 'PROXY_NOT_EXISTS' })
    expect(await rowOf(ids[0] ?? '')).toEqual(before)
  })
})
