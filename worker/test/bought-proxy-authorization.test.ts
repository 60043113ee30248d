import { beforeEach, describe, expect, it } from 'vitest'
import { bearer, call, expectError, ORIGIN } from './accounts'
import { boughtIds, everythingOf, expireOrder, listed, newTag, proxyCall, proxyPut, rowOf, tagCall, tagsOf } from './bought-proxy-fixtures'
import { balanceOf } from './money'
import { addProxies, type Customer, customer, customerCall, okJson, planEvents, seedCatalogue } from './order-fixtures'

beforeEach(seedCatalogue)

/** Every bought-proxy call that names proxies, with a selection `ids` (and the caller's own tag where one is needed). */
const callsOn = (ids: string[], ownTag: string) => [
  { path: 'update-list', method: 'PUT', body: { listBoughtProxyId: ids, comment: 'mine now' } },
  { path: 'update-list', method: 'PUT', body: { listBoughtProxyId: ids, ipChangeMode: 'auto', ipChangeInterval: 5 } },
  { path: 'auth-ip', method: 'PUT', body: { listBoughtProxyId: ids, authIp: '6.6.6.6' } },
  { path: 'change-password', method: 'PUT', body: { listBoughtProxyId: ids, password: 'Stolen1234' } },
  { path: 'auto-renew-list', method: 'PUT', body: { listBoughtProxyId: ids, autoRenew: true } },
  { path: 'renew-quote', method: 'POST', body: { listBoughtProxyId: ids } },
  { path: 'renew-list', method: 'PUT', body: { listBoughtProxyId: ids } },
  { path: 'tag', method: 'POST', body: { listProxyId: ids, tagId: ownTag } },
  { path: 'untagged', method: 'POST', body: { listProxyId: ids } },
  { path: 'change-ip', method: 'POST', body: { listBoughtProxyId: ids } },
  { path: 'check', method: 'POST', body: { listBoughtProxyId: ids } },
]

/** Calls an API key may make (the extension's, ADR 0016): they answer like a session would. */
const keyAllowed = ['auth-ip', 'renew-quote', 'change-ip', 'check']

async function expectRefused(thief: Customer, request: { path: string; method: string; body: unknown }, status: number, code: string) {
  const response = proxyCall(thief, request.path, request.body, { method: request.method, key: 'steal' })
  await expectError(response, status, code).catch((error) =>
    Promise.reject(new Error(`${request.path} ${JSON.stringify(request.body)}: ${error}`)),
  )
}

describe("another customer's bought proxies and tags", () => {
  it('are PROXY_NOT_EXISTS / TAG_NOT_EXISTS on every call, change nothing, and never show up in lists', async () => {
    await addProxies(5)
    const victim = await customer('victim', 500_000)
    const thief = await customer('thief', 500_000)
    const inUse = await boughtIds(victim, { amount: 2 })
    const expired = await boughtIds(victim)
    await expireOrder(expired.order._id)
    const victimTag = await newTag(victim, 'Private')
    await okJson(proxyCall(victim, 'tag', { listProxyId: inUse.ids, tagId: victimTag._id }))
    await okJson(proxyPut(victim, 'update-list', { listBoughtProxyId: inUse.ids, comment: 'victim secret' }))
    await okJson(proxyPut(victim, 'auth-ip', { listBoughtProxyId: inUse.ids, authIp: '1.1.1.1' }))
    const own = await boughtIds(thief)
    const thiefTag = await newTag(thief, 'Mine')

    const before = await everythingOf(victim.id)
    const ownBefore = await rowOf(own.ids[0] ?? '')
    const balances = [await balanceOf(victim.id), await balanceOf(thief.id)]
    const thiefEvents = await planEvents(thief.id)
    const victimIds = [inUse.ids, expired.ids, [inUse.ids[0] ?? '']]
    for (const ids of victimIds) {
      for (const request of callsOn(ids, thiefTag._id)) await expectRefused(thief, request, 404, 'PROXY_NOT_EXISTS')
      // Mixed with the thief's own proxy: all or nothing, the own one is not changed either.
      for (const request of callsOn([...own.ids, ...ids], thiefTag._id)) await expectRefused(thief, request, 404, 'PROXY_NOT_EXISTS')
    }
    for (const id of [...inUse.ids, ...expired.ids]) {
      await expectRefused(thief, { path: `update/${id}`, method: 'PUT', body: { comment: 'x' } }, 404, 'PROXY_NOT_EXISTS')
    }
    // The victim's tag, on the thief's own proxies or through the tag calls.
    await expectRefused(thief, { path: 'tag', method: 'POST', body: { listProxyId: own.ids, tagId: victimTag._id } }, 404, 'TAG_NOT_EXISTS')
    const onTag = [
      { path: `update/${victimTag._id}`, method: 'PUT', body: { name: 'Renamed' } },
      { path: `delete/${victimTag._id}`, method: 'DELETE', body: undefined },
    ]
    for (const request of onTag) {
      await expectError(tagCall(thief, request.path, request.body, { method: request.method }), 404, 'TAG_NOT_EXISTS')
    }
    // The account-wide switch is the thief's own.
    await okJson(customerCall(thief, 'user/auto-renew', { autoRenew: true }, { method: 'PUT' }))

    expect(await everythingOf(victim.id)).toEqual(before)
    expect(await rowOf(own.ids[0] ?? '')).toEqual(ownBefore)
    expect([await balanceOf(victim.id), await balanceOf(thief.id)]).toEqual(balances)
    expect(await planEvents(thief.id)).toEqual(thiefEvents)

    const theirs = await listed(thief, 'limit=100')
    expect(theirs.data.map((view) => view._id)).toEqual(own.ids)
    const victimView = (await listed(victim)).data[0]
    for (const search of [victimView?.host ?? '', victimView?.username ?? '', 'victim secret', inUse.order.code]) {
      expect((await listed(thief, `search=${encodeURIComponent(search)}`)).total, search).toBe(0)
    }
    expect((await listed(thief, `tagId=${victimTag._id}`)).total).toBe(0)
    expect((await listed(thief, 'status=expired')).total).toBe(0)
    expect((await tagsOf(thief)).data.map((tag) => tag.name)).toEqual(['Mine'])
    // Export all: the thief's file holds the thief's proxy only, in every status.
    const exported = await (await proxyCall(thief, 'export-all-proxy?status=all&format=json', undefined, { method: 'GET' })).json()
    expect((exported as { username: string }[]).map((row) => row.username)).toEqual([theirs.data[0]?.username])
  })

  it('every call needs a session; only the reads and the proxy actions of the extension take an API key', async () => {
    const an = await customer('an')
    const calls: [string, string, unknown][] = [
      ['GET', 'bought-proxy/list', undefined],
      ['PUT', 'bought-proxy/update/x', { comment: 'x' }],
      ...callsOn(['x'], 't').map(({ path, method, body }): [string, string, unknown] => [method, `bought-proxy/${path}`, body]),
      ['GET', 'tag/list', undefined],
      ['POST', 'tag/create', { name: 'x' }],
      ['PUT', 'tag/update/x', { name: 'x' }],
      ['DELETE', 'tag/delete/x', undefined],
      ['PUT', 'user/auto-renew', { autoRenew: true }],
    ]
    for (const [method, path, body] of calls) {
      await expectError(call(`/api/${path}`, body, { method, headers: { origin: ORIGIN } }), 401, 'INVALID_TOKEN')
    }
    const { apiKey } = await okJson<{ apiKey: string }>(customerCall(an, 'user/generate-key', {}))
    const withKey = (method: string, path: string, body: unknown) =>
      call(`/api/${path}`, body, { method, headers: { ...bearer(apiKey), origin: ORIGIN } })
    const reads = ['bought-proxy/list', 'tag/list']
    for (const path of reads) expect((await withKey('GET', path, undefined)).status).toBe(200)
    const byKey = (path: string) => keyAllowed.some((allowed) => path === `bought-proxy/${allowed}`)
    for (const [method, path, body] of calls.filter(([, path]) => byKey(path))) {
      await expectError(withKey(method, path, body), 404, 'PROXY_NOT_EXISTS')
    }
    for (const [method, path, body] of calls.filter(([method, path]) => method !== 'GET' && !byKey(path))) {
      await expectError(withKey(method, path, body), 409, 'PERMISSION_DENIED')
    }
  })
})
