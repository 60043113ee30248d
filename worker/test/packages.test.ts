import { describe, expect, it } from 'vitest'
import { expectError, validationOf } from './accounts'
import { adminAndCustomer, type Caller, caller, importLines, node, ok, testNetLines } from './catalogue-helpers'

type Package = { _id: string; name: string; enabled: boolean; stock: number; countryCode: string; kind: string }
type Page = { data: Package[]; total: number }

const superProxy = {
  name: 'Vietnam super proxy',
  description: '10 proxy riêng tốc độ cao',
  kind: 'private',
  ipVersion: 'ipv4',
  ipMode: 'static',
  countryCode: 'VN',
  amount: 10,
  bandwidthTier: 'premium',
  periodUnit: 'month',
  periodCount: 1,
  price: 590_000,
  renewPrice: 590_000,
  popular: true,
}

async function withCountries(admin: Caller) {
  for (const code of ['VN', 'SG']) await ok(admin.post('/api/country/create', { code }))
}

describe('packages', () => {
  it('admins create, change and delete packages; names are unique; a missing one is NOT_FOUND', async () => {
    const { admin } = await adminAndCustomer()
    await withCountries(admin)
    const created = await ok<Package>(admin.post('/api/package/create', superProxy))
    // One name given (as callers did before the English texts): it reads the same in both languages.
    expect(created).toEqual({
      _id: expect.any(String),
      ...superProxy,
      nameEn: superProxy.name,
      descriptionEn: superProxy.description,
      enabled: true,
      stock: 0,
    })
    await expectError(admin.post('/api/package/create', { ...superProxy, name: ' Vietnam super proxy ' }), 400, 'PACKAGE_ALREADY_EXIST')
    const other = await ok<Package>(admin.post('/api/package/create', { ...superProxy, name: 'SG 20', countryCode: 'SG', popular: false }))
    expect(await ok(admin.put(`/api/package/update/${other._id}`, { price: 800_000, enabled: false }))).toMatchObject({
      name: 'SG 20',
      price: 800_000,
      enabled: false,
      popular: false,
    })
    await expectError(admin.put(`/api/package/update/${other._id}`, { name: superProxy.name }), 400, 'PACKAGE_ALREADY_EXIST')
    await expectError(admin.put(`/api/package/update/${other._id}`, { countryCode: 'JP' }), 400, 'INVALID_COUNTRY')
    await expectError(admin.post('/api/package/create', { ...superProxy, name: 'JP', countryCode: 'JP' }), 400, 'INVALID_COUNTRY')
    await expectError(admin.put('/api/package/update/gone', { price: 1 }), 404, 'NOT_FOUND')
    expect(await ok(admin.delete(`/api/package/delete/${other._id}`))).toEqual({ ok: true })
    await expectError(admin.delete(`/api/package/delete/${other._id}`), 404, 'NOT_FOUND')
    expect(
      await validationOf(admin.post('/api/package/create', { ...superProxy, name: '', amount: 0, price: -5, bandwidthTier: 'x' })),
    ).toEqual({
      name: 'fieldIsEmpty',
      amount: 'invalidValue',
      price: 'invalidValue',
      bandwidthTier: 'invalidValue',
    })
  })

  it('a package has a Vietnamese and an English name and description, both listed, changed and searched', async () => {
    const { admin } = await adminAndCustomer()
    await withCountries(admin)
    const texts = { name: 'Proxy Việt Nam siêu tốc', nameEn: 'Vietnam super proxy', descriptionEn: '10 fast private proxies' }
    const created = await ok<Package>(admin.post('/api/package/create', { ...superProxy, ...texts }))
    expect(created).toMatchObject({ ...texts, description: superProxy.description })
    await ok(admin.put(`/api/package/update/${created._id}`, { nameEn: 'Vietnam turbo proxy', descriptionEn: 'Turbo' }))
    const [listed] = (await ok<Page>(caller().get('/api/package/list?search=turbo'))).data
    expect(listed).toMatchObject({
      name: texts.name,
      description: superProxy.description,
      nameEn: 'Vietnam turbo proxy',
      descriptionEn: 'Turbo',
    })
    expect(await validationOf(admin.put(`/api/package/update/${created._id}`, { nameEn: ' ', descriptionEn: 'x'.repeat(501) }))).toEqual({
      nameEn: 'fieldIsEmpty',
      descriptionEn: 'tooLong',
    })
  })

  it('the public list has packages on sale, a page at a time, searched and filtered, with live stock', async () => {
    const { admin } = await adminAndCustomer()
    await withCountries(admin)
    await ok(admin.post('/api/package/create', { ...superProxy, sortOrder: 1 }))
    // Shared proxies are sold as the plan, never as a package.
    expect(await validationOf(admin.post('/api/package/create', { ...superProxy, name: 'SG private 5', kind: 'shared' }))).toEqual({
      kind: 'invalidValue',
    })
    await ok(admin.post('/api/package/create', { ...superProxy, name: 'SG private 5', countryCode: 'SG', amount: 5, sortOrder: 2 }))
    await ok(admin.post('/api/package/create', { ...superProxy, name: 'SG hidden', countryCode: 'SG', enabled: false, sortOrder: 3 }))
    await ok(
      admin.post('/api/package/create', { ...superProxy, name: 'VN dynamic', ipMode: 'dynamic', description: 'Xoay IP', sortOrder: 4 }),
    )

    const names = (page: Page) => page.data.map((p) => p.name)
    const list = await ok<Page>(caller().get('/api/package/list'))
    expect({ names: names(list), total: list.total }).toEqual({ names: ['Vietnam super proxy', 'SG private 5', 'VN dynamic'], total: 3 })
    expect(names(await ok(admin.get('/api/package/list-package')))).toEqual([
      'Vietnam super proxy',
      'SG private 5',
      'SG hidden',
      'VN dynamic',
    ])
    expect(await ok<Page>(caller().get('/api/package/list?page=2&limit=2'))).toMatchObject({ total: 3, data: [{ name: 'VN dynamic' }] })
    expect(names(await ok(caller().get('/api/package/list?search=XOAY')))).toEqual(['VN dynamic'])
    expect(names(await ok(caller().get('/api/package/list?kind=shared')))).toEqual([])
    expect(names(await ok(caller().get('/api/package/list?countryCode=SG')))).toEqual(['SG private 5'])
    expect(names(await ok(caller().get('/api/package/list?countryCode=vn&ipMode=static')))).toEqual(['Vietnam super proxy'])
    expect(names(await ok(caller().get('/api/package/list?search=%25')))).toEqual([])
    expect(await validationOf(caller().get('/api/package/list?kind=both&page=0'))).toEqual({ kind: 'invalidValue', page: 'invalidValue' })

    await ok(admin.put('/api/country/update/SG', { enabled: false }))
    expect(names(await ok(caller().get('/api/package/list')))).toEqual(['Vietnam super proxy', 'VN dynamic'])
    expect(names(await ok(admin.get('/api/package/list-package')))).toHaveLength(4)

    const id = await node(admin, 'hn-01')
    await ok(importLines(admin, id, testNetLines(4)))
    const stock = async () => (await ok<Page>(caller().get('/api/package/list?countryCode=VN'))).data.map((p) => [p.name, p.stock])
    expect(await stock()).toEqual([
      ['Vietnam super proxy', 4],
      ['VN dynamic', 0],
    ])
  })
})
