import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { TAG_NAME_MAX, type TagView } from '../src/contract/bought-proxies'
import { KEEP_EXPIRED_MS } from '../src/contract/orders'
import { releaseOrders } from '../src/jobs/order-release'
import { MAX_TAGS } from '../src/tags/tag-store'
import { expectError, validationOf } from './accounts'
import { boughtIds, expireOrder, listed, newTag, proxyCall, rowOf, tagCall, tagsOf } from './bought-proxy-fixtures'
import { addProxies, customer, okJson, seedCatalogue } from './order-fixtures'

beforeEach(seedCatalogue)

describe('tags', () => {
  it('are created with a trimmed name, unique per customer (TAG_ALREADY_EXISTS), required and at most 40 characters', async () => {
    const an = await customer('an')
    const binh = await customer('binh')
    const created = await newTag(an, '  Facebook  ')
    expect(created).toEqual({ _id: expect.any(String), name: 'Facebook', count: 0 })
    await expectError(tagCall(an, 'create', { name: 'Facebook ' }), 400, 'TAG_ALREADY_EXISTS')
    // Another customer has names of their own.
    expect(await newTag(binh, 'Facebook')).toMatchObject({ name: 'Facebook' })
    expect(await validationOf(tagCall(an, 'create', { name: '   ' }))).toEqual({ name: 'tagNameRequired' })
    expect(await validationOf(tagCall(an, 'create', { name: 'x'.repeat(TAG_NAME_MAX + 1) }))).toEqual({ name: 'tooLong' })
    expect(await newTag(an, 'x'.repeat(TAG_NAME_MAX))).toMatchObject({ count: 0 })
  })

  it('are listed with names sorted as Vietnamese readers expect, each with its count of proxies held', async () => {
    await addProxies(3)
    const an = await customer('an', 500_000)
    for (const name of ['Zalo', 'Đà Nẵng', 'Dê', 'an', 'Bò']) await newTag(an, name)
    const listedTags = await tagsOf(an)
    expect(listedTags.total).toBe(5)
    expect(listedTags.data.map((tag) => tag.name)).toEqual(['an', 'Bò', 'Dê', 'Đà Nẵng', 'Zalo'])

    const kept = await boughtIds(an, { amount: 2 })
    const gone = await boughtIds(an)
    const zalo = listedTags.data.find((tag) => tag.name === 'Zalo')?._id ?? ''
    expect(await okJson(proxyCall(an, 'tag', { listProxyId: [...kept.ids, ...gone.ids], tagId: zalo }))).toEqual({ updated: 3 })
    expect((await tagsOf(an)).data.find((tag) => tag._id === zalo)?.count).toBe(3)
    await expireOrder(gone.order._id)
    expect((await tagsOf(an)).data.find((tag) => tag._id === zalo)?.count).toBe(3)
    // Released proxies are no longer the customer's: the tag no longer counts them.
    await releaseOrders(env, Date.now() + KEEP_EXPIRED_MS)
    expect((await tagsOf(an)).data.find((tag) => tag._id === zalo)?.count).toBe(2)
  })

  it('are renamed (TAG_NOT_EXISTS, TAG_ALREADY_EXISTS) and deleted, their proxies becoming untagged', async () => {
    await addProxies(2)
    const an = await customer('an', 500_000)
    const { ids } = await boughtIds(an, { amount: 2 })
    const shop = await newTag(an, 'Shop')
    const ads = await newTag(an, 'Ads')
    await okJson(proxyCall(an, 'tag', { listProxyId: ids, tagId: shop._id }))
    const renamed = await okJson<TagView>(tagCall(an, `update/${shop._id}`, { name: ' Shopee ' }, { method: 'PUT' }))
    expect(renamed).toEqual({ _id: shop._id, name: 'Shopee', count: 2 })
    expect((await listed(an)).data.map((view) => view.tagName)).toEqual(['Shopee', 'Shopee'])
    expect(await okJson(tagCall(an, `update/${shop._id}`, { name: 'Shopee' }, { method: 'PUT' }))).toEqual(renamed)
    await expectError(tagCall(an, `update/${shop._id}`, { name: 'Ads' }, { method: 'PUT' }), 400, 'TAG_ALREADY_EXISTS')
    await expectError(tagCall(an, 'update/nope', { name: 'New' }, { method: 'PUT' }), 404, 'TAG_NOT_EXISTS')
    expect(await validationOf(tagCall(an, `update/${shop._id}`, { name: '' }, { method: 'PUT' }))).toEqual({ name: 'tagNameRequired' })

    expect(await okJson(tagCall(an, `delete/${shop._id}`, undefined, { method: 'DELETE' }))).toEqual({ deleted: true })
    expect((await tagsOf(an)).data).toEqual([{ _id: ads._id, name: 'Ads', count: 0 }])
    expect((await listed(an)).data.map((view) => [view.tagId, view.tagName])).toEqual([
      [null, null],
      [null, null],
    ])
    expect((await rowOf(ids[0] ?? ''))?.tag_id).toBeNull()
    await expectError(tagCall(an, `delete/${shop._id}`, undefined, { method: 'DELETE' }), 404, 'TAG_NOT_EXISTS')
  })

  it('are at most 100 per customer: one more is a name too many (tooLong)', async () => {
    const an = await customer('an')
    const now = Date.now()
    await env.DB.batch(
      Array.from({ length: MAX_TAGS - 1 }, (_, at) =>
        env.DB.prepare('INSERT INTO tags (id, user_id, name, created_at, updated_at) VALUES (?, ?, ?, ?, ?)').bind(
          `t${at}`,
          an.id,
          `tag ${at}`,
          now,
          now,
        ),
      ),
    )
    await newTag(an, 'the hundredth')
    expect(await validationOf(tagCall(an, 'create', { name: 'one more' }))).toEqual({ name: 'tooLong' })
    expect((await tagsOf(an)).total).toBe(MAX_TAGS)
    // Deleting one makes room again.
    await okJson(tagCall(an, 'delete/t7', undefined, { method: 'DELETE' }))
    expect(await newTag(an, 'one more')).toMatchObject({ name: 'one more', count: 0 })
  })
})

describe('tagging proxies', () => {
  it('puts one tag on each selected proxy (replacing the one before) and takes it off', async () => {
    await addProxies(3)
    const an = await customer('an', 500_000)
    const { ids } = await boughtIds(an, { amount: 3 })
    const [one = '', two = '', three = ''] = ids
    const first = await newTag(an, 'First')
    const second = await newTag(an, 'Second')
    await okJson(proxyCall(an, 'tag', { listProxyId: [one, two], tagId: first._id }))
    expect(await okJson(proxyCall(an, 'tag', { listProxyId: [two, three], tagId: second._id }))).toEqual({ updated: 2 })
    const tagOf = async () => Object.fromEntries((await listed(an)).data.map((view) => [view._id, view.tagName]))
    expect(await tagOf()).toEqual({ [one]: 'First', [two]: 'Second', [three]: 'Second' })
    expect(await okJson(proxyCall(an, 'untagged', { listProxyId: [one, two] }))).toEqual({ updated: 2 })
    expect(await tagOf()).toEqual({ [one]: null, [two]: null, [three]: 'Second' })
    await expectError(proxyCall(an, 'tag', { listProxyId: [one], tagId: 'nope' }), 404, 'TAG_NOT_EXISTS')
    expect(await validationOf(proxyCall(an, 'tag', { listProxyId: [one], tagId: '' }))).toEqual({ tagId: 'fieldIsEmpty' })
  })
})
