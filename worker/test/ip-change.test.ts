import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { ChangeIpAnswer } from '../src/contract/bought-proxies'
import { expectError } from './accounts'
import { changeIp, expectOneHolderEach, holdings, insertTag, inventoryRow, liveSocket, noticesOf } from './ip-change-fixtures'
import { addProxies, bought, type Customer, choice, customer, okJson, seedCatalogue } from './order-fixtures'

beforeEach(seedCatalogue)

const idsOf = async (who: Customer) => (await holdings(who.id)).map((held) => held.id)
/** Time passing for one proxy: its last change is `ms` ago. */
const changedAgo = (id: string, ms: number) =>
  env.DB.prepare('UPDATE bought_proxies SET ip_changed_at = ? WHERE id = ?')
    .bind(Date.now() - ms, id)
    .run()

describe('changing the IP of bought proxies', () => {
  let buyer: Customer
  beforeEach(async () => {
    await addProxies(8, 'VN')
    await addProxies(5, 'US')
    buyer = await customer('changer', 1_000_000)
  })

  it('moves a proxy to another free address of its product and country; login, tag, comment and auth IPs stay', async () => {
    await bought(buyer, choice({ amount: 1 }))
    const [before] = await holdings(buyer.id)
    if (!before) throw new Error('nothing bought')
    const tagId = await insertTag(buyer.id, 'shop')
    await env.DB.prepare(
      "UPDATE bought_proxies SET tag_id = ?, comment = 'for the shop, \"A\"', auth_ips = '203.0.113.9', checked_at = 1, check_alive = 1, check_latency_ms = 23 WHERE id = ?",
    )
      .bind(tagId, before.id)
      .run()
    const oldAddress = await inventoryRow(before.proxyId)
    const socket = await liveSocket(buyer.token)

    const answer = await okJson<ChangeIpAnswer>(changeIp(buyer, [before.id]))
    expect(answer).toEqual({ results: [{ id: before.id, ok: true }] })

    const [after] = await holdings(buyer.id)
    expect(after).toMatchObject({
      id: before.id,
      username: before.username,
      password: before.password,
      tagId,
      comment: 'for the shop, "A"',
      authIps: '203.0.113.9',
      status: 'using',
      ipChangeStatus: 'changed',
      ipChangedAt: expect.any(Number),
      countryCode: 'VN',
      kind: 'private',
      ipVersion: 'ipv4',
      ipMode: 'static',
      proxyStatus: 'sold',
    })
    expect(after?.proxyId).not.toBe(before.proxyId)
    // The old address's health says nothing about the new one: it is unknown until checked.
    const health = await env.DB.prepare('SELECT checked_at, check_alive, check_latency_ms FROM bought_proxies WHERE id = ?')
      .bind(before.id)
      .first()
    expect(health).toEqual({ checked_at: null, check_alive: null, check_latency_ms: null })
    // The old address is for sale again, and its inventory password is new.
    const freed = await inventoryRow(before.proxyId)
    expect(freed).toMatchObject({ status: 'free', username: oldAddress?.username, countryCode: 'VN' })
    expect(freed?.password).not.toBe(oldAddress?.password)
    expect(freed?.password).toMatch(/^[A-Za-z0-9]{12}$/)
    expect(await noticesOf(socket, 2)).toEqual([
      { type: 'proxies', ids: [before.id], ipChangeStatus: 'changing', at: expect.any(Number) },
      { type: 'proxies', ids: [before.id], ipChangeStatus: 'changed', at: after?.ipChangedAt },
    ])
    socket.ws.close()
    await expectOneHolderEach()
  })

  it('changes a selection at once: each to its own new address', async () => {
    await bought(buyer, choice({ amount: 4 }))
    const before = await holdings(buyer.id)
    const answer = await okJson<ChangeIpAnswer>(
      changeIp(
        buyer,
        before.map((held) => held.id),
      ),
    )
    expect(answer.results.map((result) => result.ok)).toEqual([true, true, true, true])
    const after = await holdings(buyer.id)
    const oldAddresses = new Set(before.map((held) => held.proxyId))
    expect(new Set(after.map((held) => held.proxyId)).size).toBe(4)
    expect(after.every((held) => !oldAddresses.has(held.proxyId) && held.countryCode === 'VN')).toBe(true)
    expect(after.map((held) => held.ipChangeStatus)).toEqual(['changed', 'changed', 'changed', 'changed'])
    for (const id of oldAddresses) expect((await inventoryRow(id))?.status).toBe('free')
    await expectOneHolderEach()
  })

  it('refuses a second change within a minute, or while one runs (RESET_TOO_FAST), and nothing changes', async () => {
    await bought(buyer, choice({ amount: 2 }))
    const [first, second] = await idsOf(buyer)
    if (!first || !second) throw new Error('nothing bought')
    await okJson(changeIp(buyer, [first]))
    const held = await holdings(buyer.id)
    await expectError(changeIp(buyer, [second, first]), 400, 'RESET_TOO_FAST')
    await changedAgo(first, 59_000)
    await expectError(changeIp(buyer, [first]), 400, 'RESET_TOO_FAST')
    await env.DB.prepare("UPDATE bought_proxies SET ip_change_status = 'changing', ip_change_requested_at = ? WHERE id = ?")
      .bind(Date.now(), second)
      .run()
    await expectError(changeIp(buyer, [second]), 400, 'RESET_TOO_FAST')
    expect((await holdings(buyer.id)).map((row) => row.proxyId)).toEqual(held.map((row) => row.proxyId))
    await changedAgo(first, 61_000)
    expect(await okJson(changeIp(buyer, [first]))).toEqual({ results: [{ id: first, ok: true }] })
  })

  it('refuses ids the caller does not hold (PROXY_NOT_EXISTS) and proxies not in use (ORDER_EXPIRED), changing none', async () => {
    const other = await customer('other', 1_000_000)
    await bought(buyer, choice({ amount: 2 }))
    await bought(other, choice({ amount: 1 }))
    const [mine, expired] = await idsOf(buyer)
    const [theirs] = await idsOf(other)
    if (!mine || !expired || !theirs) throw new Error('nothing bought')
    await expectError(changeIp(buyer, [mine, theirs]), 404, 'PROXY_NOT_EXISTS')
    await expectError(changeIp(buyer, [mine, 'no-such-proxy']), 404, 'PROXY_NOT_EXISTS')
    await env.DB.prepare("UPDATE bought_proxies SET status = 'expired' WHERE id = ?").bind(expired).run()
    await expectError(changeIp(buyer, [mine, expired]), 400, 'ORDER_EXPIRED')
    await env.DB.prepare("UPDATE bought_proxies SET status = 'released' WHERE id = ?").bind(expired).run()
    await expectError(changeIp(buyer, [expired]), 404, 'PROXY_NOT_EXISTS')
    await expectError(changeIp(buyer, []), 400, 'INVALID_INPUT')
    expect((await holdings(buyer.id)).map((row) => row.ipChangeStatus)).toEqual(['idle', 'idle'])
  })

  it('answers NOT_ENOUGT_PROXY for a proxy with no free address left, which keeps its status', async () => {
    await bought(buyer, choice({ amount: 5, countryCode: 'US' }))
    const [once, never] = await idsOf(buyer)
    if (!once || !never) throw new Error('nothing bought')
    // Every US address is sold: no change can happen; one of them changed earlier and stays 'changed'.
    await env.DB.prepare("UPDATE bought_proxies SET ip_change_status = 'changed', ip_changed_at = ? WHERE id = ?")
      .bind(Date.now() - 120_000, once)
      .run()
    const before = await holdings(buyer.id)
    const socket = await liveSocket(buyer.token)
    expect(await okJson(changeIp(buyer, [once, never]))).toEqual({
      results: [
        { id: once, ok: false, code: 'NOT_ENOUGT_PROXY' },
        { id: never, ok: false, code: 'NOT_ENOUGT_PROXY' },
      ],
    })
    expect(await holdings(buyer.id)).toEqual(before)
    const notices = await noticesOf(socket, 3)
    expect(notices[0]?.ipChangeStatus).toBe('changing')
    expect([...(notices[0]?.ids ?? [])].sort()).toEqual([once, never].sort())
    expect(notices.slice(1).map(({ ids, ipChangeStatus }) => ({ ids, ipChangeStatus }))).toEqual(
      expect.arrayContaining([
        { ids: [once], ipChangeStatus: 'changed' },
        { ids: [never], ipChangeStatus: 'idle' },
      ]),
    )
    socket.ws.close()
  })
})
