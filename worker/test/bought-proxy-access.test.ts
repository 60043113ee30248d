import { beforeEach, describe, expect, it } from 'vitest'
import { expectError, validationOf } from './accounts'
import { boughtIds, expireOrder, listed, passwordChangedAgo, proxyPut, rowOf } from './bought-proxy-fixtures'
import { addProxies, customer, okJson, seedCatalogue } from './order-fixtures'

beforeEach(seedCatalogue)

const authIp = (listBoughtProxyId: string[], text: string) => ({ listBoughtProxyId, authIp: text })
const password = (listBoughtProxyId: string[], text: string) => ({ listBoughtProxyId, password: text })

describe('auth IPs of bought proxies', () => {
  it('takes 1 to 3 IPv4 addresses, one a line; anything else is INVALID_IP and changes nothing', async () => {
    await addProxies(2)
    const an = await customer('an', 200_000)
    const { ids } = await boughtIds(an, { amount: 2 })
    const set = (text: string) => proxyPut(an, 'auth-ip', authIp(ids, text))

    const refused = [
      '2001:db8::1',
      '1.2.3.4\n2001:db8::1',
      '1.2.3.4\n1.2.3.5\n1.2.3.6\n1.2.3.7',
      '',
      ' \n \n',
      '256.1.1.1',
      '1.2.3',
      '01.2.3.4',
    ]
    for (const text of refused) {
      await expectError(set(text), 400, 'INVALID_IP').catch((error) => Promise.reject(new Error(`${JSON.stringify(text)}: ${error}`)))
    }
    expect((await rowOf(ids[0] ?? ''))?.auth_ips).toBe('')

    expect(await okJson(set(' 1.2.3.4 \r\n\n5.6.7.8\n1.2.3.4\n9.9.9.9'))).toEqual({ updated: 2 })
    for (const id of ids) expect((await rowOf(id))?.auth_ips).toBe('1.2.3.4\n5.6.7.8\n9.9.9.9')
    expect((await listed(an)).data.map((row) => row.authIps)).toEqual(Array(2).fill(['1.2.3.4', '5.6.7.8', '9.9.9.9']))
  })

  it('is SAME_OLD_AUTH_IP only when every selected proxy has that list already', async () => {
    await addProxies(3)
    const an = await customer('an', 200_000)
    const { ids } = await boughtIds(an, { amount: 3 })
    const [one = '', two = '', three = ''] = ids
    await okJson(proxyPut(an, 'auth-ip', authIp([one, two], '1.1.1.1\n2.2.2.2')))
    await expectError(proxyPut(an, 'auth-ip', authIp([one, two], '2.2.2.2\n1.1.1.1')), 400, 'SAME_OLD_AUTH_IP')
    // One of them differs: the selection is brought to one list.
    expect(await okJson(proxyPut(an, 'auth-ip', authIp([one, three], '1.1.1.1\n2.2.2.2')))).toEqual({ updated: 2 })
    expect((await rowOf(three))?.auth_ips).toBe('1.1.1.1\n2.2.2.2')
  })

  it('is for proxies in use: ORDER_EXPIRED for a selection holding an expired one, which changes nothing', async () => {
    await addProxies(2)
    const an = await customer('an', 200_000)
    const fresh = await boughtIds(an)
    const old = await boughtIds(an)
    await expireOrder(old.order._id)
    await expectError(proxyPut(an, 'auth-ip', authIp([...fresh.ids, ...old.ids], '1.2.3.4')), 400, 'ORDER_EXPIRED')
    expect((await rowOf(fresh.ids[0] ?? ''))?.auth_ips).toBe('')
  })
})

describe('proxy passwords', () => {
  it('are 10 to 20 letters or digits (proxyPasswordLength); a change keeps the username and is in the list', async () => {
    await addProxies(2)
    const an = await customer('an', 200_000)
    const { ids } = await boughtIds(an, { amount: 2 })
    const before = await rowOf(ids[0] ?? '')
    for (const text of ['abcdefghi', 'a'.repeat(21), 'abcdefghi!', 'abcd efghij', 'mậtkhẩu1234', 'pass:word12']) {
      expect(await validationOf(proxyPut(an, 'change-password', password(ids, text)))).toEqual({ password: 'proxyPasswordLength' })
    }
    // An empty password is the catalogue's own code for it, as on every password field.
    await expectError(proxyPut(an, 'change-password', password(ids, '')), 400, 'MISS_PASSWORD')
    expect((await rowOf(ids[0] ?? ''))?.password).toBe(before?.password)

    expect(await okJson(proxyPut(an, 'change-password', password([ids[0] ?? ''], 'Abc1234567')))).toEqual({ updated: 1 })
    expect(await okJson(proxyPut(an, 'change-password', password([ids[1] ?? ''], 'A'.repeat(10) + '9'.repeat(10))))).toEqual({ updated: 1 })
    const row = await rowOf(ids[0] ?? '')
    expect(row).toMatchObject({ username: before?.username, password: 'Abc1234567' })
    expect(row?.password_changed_at).toBeGreaterThan(0)
    const views = (await listed(an)).data
    expect(views.find((view) => view._id === ids[0])).toMatchObject({ password: 'Abc1234567', passwordChangedAt: row?.password_changed_at })
  })

  it('change at most once per proxy per 2 minutes (CHANGE_PASSWORD_TOO_FAST), then again', async () => {
    await addProxies(2)
    const an = await customer('an', 200_000)
    const { ids } = await boughtIds(an, { amount: 2 })
    const [one = '', two = ''] = ids
    await okJson(proxyPut(an, 'change-password', password([one], 'First12345')))
    await expectError(proxyPut(an, 'change-password', password([one], 'Second1234')), 400, 'CHANGE_PASSWORD_TOO_FAST')
    // One proxy of the selection is too fast: none of them changes.
    await expectError(proxyPut(an, 'change-password', password([two, one], 'Second1234')), 400, 'CHANGE_PASSWORD_TOO_FAST')
    expect((await rowOf(two))?.password).not.toBe('Second1234')

    await passwordChangedAgo(one, 2 * 60_000 - 5_000)
    await expectError(proxyPut(an, 'change-password', password([one], 'Second1234')), 400, 'CHANGE_PASSWORD_TOO_FAST')
    await passwordChangedAgo(one, 2 * 60_000)
    expect(await okJson(proxyPut(an, 'change-password', password([one, two], 'Second1234')))).toEqual({ updated: 2 })
    expect([(await rowOf(one))?.password, (await rowOf(two))?.password]).toEqual(['Second1234', 'Second1234'])
  })

  it('change only on proxies in use: an expired one is ORDER_EXPIRED', async () => {
    await addProxies(1)
    const an = await customer('an', 200_000)
    const { order, ids } = await boughtIds(an)
    await expireOrder(order._id)
    const before = await rowOf(ids[0] ?? '')
    await expectError(proxyPut(an, 'change-password', password(ids, 'Expired123')), 400, 'ORDER_EXPIRED')
    expect(await rowOf(ids[0] ?? '')).toEqual(before)
  })
})
