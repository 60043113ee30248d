import { env } from 'cloudflare:workers'
import ipaddr from 'ipaddr.js'
import { beforeEach, describe, expect, it } from 'vitest'
import type { KeyProxyAnswer, KeyView } from '../src/contract/keys'
import { rotateKeys } from '../src/jobs/key-rotate'
import { expectError } from './accounts'
import { boughtKeys, keyCall, keyRow, keysOf, MONTH_KEY, rotatingNode, seedKeyShop, setKey, withNodeServing } from './key-fixtures'
import { entryOf, feedOf } from './node-fixtures'
import { customer, okJson } from './order-fixtures'

beforeEach(seedKeyShop)

/** A customer holding one key of the month package on a node of `count` rotating proxies. */
async function oneKey(count = 4) {
  const node = await rotatingNode({ count })
  const buyer = await customer(`holder${crypto.randomUUID().slice(0, 6)}`, 1_000_000)
  const [key] = (await boughtKeys(buyer)).keys as [KeyView]
  return { node, buyer, key }
}
const exitsOf = async (node: string) =>
  (
    await env.DB.prepare('SELECT exit_address AS exit FROM proxies WHERE sub_server_id = ? ORDER BY exit')
      .bind(node)
      .all<{ exit: string }>()
  ).results.map((row) => row.exit)

describe("a key's current proxy", () => {
  it('answers the endpoint, login, exit, wait and expiry, in JSON and in text, with the key alone', async () => {
    const { key } = await oneKey()
    const answer = await okJson<KeyProxyAnswer>(keyCall('current-proxy', key.key))
    expect(answer).toEqual({
      proxy: `${key.host}:${key.httpPort}:${key.username}:${key.password}`,
      host: key.host,
      httpPort: key.httpPort,
      socksPort: key.socksPort,
      username: key.username,
      password: key.password,
      exitIp: key.exitIp,
      changing: false,
      nextChangeInSeconds: 0,
      expiresAt: key.expiresAt,
    })
    const text = await keyCall('current-proxy', key.key, 'text')
    expect(text.headers.get('content-type')).toContain('text/plain')
    expect(await text.text()).toBe(
      `${answer.proxy}\nexit_ip=${key.exitIp}\nchanging=false\nnext_change_in=0\nexpires_at=${new Date(key.expiresAt).toISOString()}\n`,
    )
  })

  it('answers INVALID_TOKEN (401) to a key nobody holds, and INVALID_INPUT to one that is not a key', async () => {
    await expectError(keyCall('current-proxy', `rk_${'A'.repeat(32)}`), 401, 'INVALID_TOKEN')
    expect((await keyCall('change-ip', 'nonsense')).status).toBe(400)
  })

  it('answers KEY_EXPIRED from the key’s end on, to both calls', async () => {
    const { key } = await oneKey()
    await setKey(key._id, { expires_at: Date.now() - 1 })
    await expectError(keyCall('current-proxy', key.key), 400, 'KEY_EXPIRED')
    await expectError(keyCall('change-ip', key.key), 400, 'KEY_EXPIRED')
  })
})

describe("changing a key's IP", () => {
  it('swaps the exit with a free rotating proxy of the node and answers the new exit once the node serves it', async () => {
    const { node, key } = await oneKey()
    const before = await exitsOf(node)
    const answer = await withNodeServing(node, () => okJson<KeyProxyAnswer>(keyCall('change-ip', key.key)))
    expect(answer).toMatchObject({
      host: key.host,
      httpPort: key.httpPort,
      username: key.username,
      password: key.password,
      changing: false,
    })
    expect(answer.exitIp).not.toBe(key.exitIp)
    expect(answer.nextChangeInSeconds).toBeGreaterThan(MONTH_KEY.minChangeSeconds - 5)
    // The node's exits are the same set, each used once; the key's endpoint leaves from the new one.
    expect(await exitsOf(node)).toEqual(before)
    const row = await keyRow(key._id)
    expect(row).toMatchObject({ changeStatus: 'changed', exit: answer.exitIp, proxyId: row?.proxyId })
    expect(entryOf(await feedOf(node), row?.proxyId ?? '')?.exitAddress).toBe(answer.exitIp)
    // The get-proxy call and the list report the new exit.
    expect((await okJson<KeyProxyAnswer>(keyCall('current-proxy', key.key))).exitIp).toBe(answer.exitIp)
  })

  it('says changing: true when the node did not serve the change within the wait, and finishes when it does', async () => {
    const { node, buyer, key } = await oneKey()
    const answer = await okJson<KeyProxyAnswer>(keyCall('change-ip', key.key))
    expect(answer.changing).toBe(true)
    expect(answer.exitIp).not.toBe(key.exitIp)
    await expectError(keyCall('change-ip', key.key), 400, 'GET_IP_TOO_FAST')
    expect((await keysOf(buyer))[0]).toMatchObject({ changeStatus: 'changing', exitIp: answer.exitIp })
    await withNodeServing(node, async () => {
      for (let at = 0; at < 50 && (await keyRow(key._id))?.changeStatus === 'changing'; at++) await new Promise((r) => setTimeout(r, 50))
    })
    expect((await keysOf(buyer))[0]?.changeStatus).toBe('changed')
  })

  it('is GET_IP_TOO_FAST inside the minimum interval, with Retry-After, and allowed at its end', async () => {
    const { node, key } = await oneKey()
    // The last change 3 s short of the interval: refused, and told to come back in about 3 s.
    await setKey(key._id, { change_status: 'changed', changed_at: Date.now() - MONTH_KEY.minChangeSeconds * 1000 + 3000 })
    const refused = await keyCall('change-ip', key.key)
    const retry = Number(refused.headers.get('retry-after'))
    await expectError(refused, 400, 'GET_IP_TOO_FAST')
    expect(retry).toBeGreaterThanOrEqual(1)
    expect(retry).toBeLessThanOrEqual(3)
    expect((await okJson<KeyProxyAnswer>(keyCall('current-proxy', key.key))).nextChangeInSeconds).toBe(retry)
    // The interval just over: the change is made.
    await setKey(key._id, { changed_at: Date.now() - MONTH_KEY.minChangeSeconds * 1000 - 1 })
    const answer = await withNodeServing(node, () => okJson<KeyProxyAnswer>(keyCall('change-ip', key.key)))
    expect(answer.exitIp).not.toBe(key.exitIp)
  })

  it('changes once when 10 calls ask at the same time; the others hear GET_IP_TOO_FAST', async () => {
    const { node, key } = await oneKey(12)
    const answers = await withNodeServing(node, () => Promise.all(Array.from({ length: 10 }, () => keyCall('change-ip', key.key))))
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([200, ...Array(9).fill(400)])
    for (const answer of answers.filter((one) => one.status === 400)) await expectError(answer, 400, 'GET_IP_TOO_FAST')
  })

  it('is NOT_ENOUGHT_KEY when the key’s node has no free exit left (free ones on other nodes do not count), and changes nothing', async () => {
    const { node, key } = await oneKey(1)
    await rotatingNode({ count: 3 })
    await expectError(keyCall('change-ip', key.key), 400, 'NOT_ENOUGHT_KEY')
    expect(await keyRow(key._id)).toMatchObject({ changeStatus: 'idle', changedAt: null, exit: key.exitIp, node })
    // Nothing was taken from the interval: a free exit on the node, and the change goes through at once.
    await env.DB.prepare(
      `INSERT INTO proxies (id, sub_server_id, host, http_port, socks_port, username, password, country_code, ip_version, ip_mode, kind,
        status, exit_address, created_at, updated_at) VALUES ('late', ?, '10.7.99.1', 39000, NULL, 'u', 'p', 'VN', 'ipv4', 'dynamic',
        'rotating', 'free', '198.51.99.9', 0, 0)`,
    )
      .bind(node)
      .run()
    const answer = await withNodeServing(node, () => okJson<KeyProxyAnswer>(keyCall('change-ip', key.key)))
    expect(answer.exitIp).toBe('198.51.99.9')
  })

  it('draws an IPv6 key’s new exit from its node’s prefix', async () => {
    const node = await rotatingNode({ count: 1, ipVersion: 'ipv6', prefix: 'fd00:77:aa::/64' })
    const buyer = await customer('six', 1_000_000)
    const [key] = (await boughtKeys(buyer, 'kp-vn-v6')).keys as [KeyView]
    const answer = await withNodeServing(node, () => okJson<KeyProxyAnswer>(keyCall('change-ip', key.key)))
    expect(answer.exitIp).not.toBe(key.exitIp)
    expect(ipaddr.IPv6.parse(answer.exitIp).match(ipaddr.IPv6.parseCIDR('fd00:77:aa::/64'))).toBe(true)
  })

  it('limits the key calls of one key to 30 a minute (TOO_MANY_REQUEST with Retry-After); other keys are not slowed', async () => {
    const { key } = await oneKey(6)
    const answers = await Promise.all(Array.from({ length: 31 }, () => keyCall('current-proxy', key.key)))
    const limited = answers.filter((answer) => answer.status === 429)
    expect(limited).toHaveLength(1)
    expect(Number(limited[0]?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    await expectError(limited[0] as Response, 429, 'TOO_MANY_REQUEST')
    const other = await oneKey(2)
    expect((await keyCall('current-proxy', other.key.key)).status).toBe(200)
  })
})

describe('automatic rotation', () => {
  it("changes a key's exit every interval of its package, by the minute cron, and not before", async () => {
    const node = await rotatingNode({ count: 4, carrier: 'Viettel' })
    const buyer = await customer('auto', 1_000_000)
    const [key] = (await boughtKeys(buyer, 'kp-vn-viettel')).keys as [KeyView]
    const start = (await keyRow(key._id))?.changedAt ?? key.createdAt
    await rotateKeys(env, key.createdAt + 10 * 60_000 - 1)
    expect(await keyRow(key._id)).toMatchObject({ changeStatus: 'idle', exit: key.exitIp })
    await rotateKeys(env, start + 10 * 60_000)
    const rotated = await keyRow(key._id)
    expect(rotated).toMatchObject({ changeStatus: 'changing', changedAt: start + 10 * 60_000 })
    expect(rotated?.exit).not.toBe(key.exitIp)
    // A second run in the same minute finds nothing due; the node completes the change.
    await rotateKeys(env, start + 10 * 60_000)
    expect((await keyRow(key._id))?.exit).toBe(rotated?.exit)
    await withNodeServing(node, async () => {
      for (let at = 0; at < 50 && (await keyRow(key._id))?.changeStatus === 'changing'; at++) await new Promise((r) => setTimeout(r, 50))
    })
    expect((await keyRow(key._id))?.changeStatus).toBe('changed')
  })

  it('rolls back a mark whose call died before moving anything, after 5 minutes', async () => {
    const { key } = await oneKey()
    const at = Date.now()
    await setKey(key._id, { change_status: 'changing', change_requested_at: at })
    await rotateKeys(env, at + 5 * 60_000 - 1)
    expect((await keyRow(key._id))?.changeStatus).toBe('changing')
    await rotateKeys(env, at + 5 * 60_000)
    expect(await keyRow(key._id)).toMatchObject({ changeStatus: 'idle', exit: key.exitIp })
  })
})
