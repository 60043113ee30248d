import { describe, expect, it } from 'vitest'
import { expectError, validationOf } from './accounts'
import { adminAndCustomer, caller, importLines, node, ok, testNetLines } from './catalogue-helpers'

type Country = { code: string; enabled: boolean; sortOrder?: number; stock: Record<string, number> }
type Price = { _id: string; kind: string; countryCode: string; periodUnit: string; periodCount: number; price: number; enabled: boolean }

const zeroStock = {
  'private:ipv4:static': 0,
  'private:ipv4:dynamic': 0,
  'private:ipv6:static': 0,
  'private:ipv6:dynamic': 0,
  'shared:ipv4:static': 0,
  'shared:ipv4:dynamic': 0,
  'shared:ipv6:static': 0,
  'shared:ipv6:dynamic': 0,
}

describe('countries', () => {
  it('admins add ISO countries and take them off sale; the public list shows those on sale with every product stocked or 0', async () => {
    const { admin } = await adminAndCustomer()
    expect(await ok(admin.post('/api/country/create', { code: 'vn' }))).toEqual({
      code: 'VN',
      enabled: true,
      sortOrder: 0,
      stock: zeroStock,
    })
    expect(await ok(admin.post('/api/country/create', { code: 'US' }))).toMatchObject({ code: 'US', sortOrder: 1 })
    // Listing one again answers it as it is.
    expect(await ok(admin.post('/api/country/create', { code: 'VN' }))).toMatchObject({ code: 'VN', sortOrder: 0 })
    for (const code of ['XX', 'ZZ', 'EU', 'USA', 'V1'])
      await expectError(admin.post('/api/country/create', { code }), 400, 'INVALID_COUNTRY')
    expect(await validationOf(admin.post('/api/country/create', { code: '' }))).toEqual({ code: 'fieldIsEmpty' })

    const id = await node(admin, 'hn-01')
    await ok(importLines(admin, id, testNetLines(3)))

    expect(await ok(admin.put('/api/country/update/US', { enabled: false }))).toMatchObject({ code: 'US', enabled: false })
    expect(await ok(caller().get('/api/country/list'))).toEqual([
      { code: 'VN', enabled: true, stock: { ...zeroStock, 'private:ipv4:static': 3 } },
    ])
    expect((await ok<Country[]>(admin.get('/api/country/list-country'))).map((c) => [c.code, c.enabled])).toEqual([
      ['VN', true],
      ['US', false],
    ])

    await ok(admin.put('/api/country/update/us', { enabled: true, sortOrder: 0 }))
    await ok(admin.put('/api/country/update/VN', { sortOrder: 5 }))
    expect((await ok<Country[]>(caller().get('/api/country/list'))).map((c) => c.code)).toEqual(['US', 'VN'])
    await expectError(admin.put('/api/country/update/SG', { enabled: true }), 400, 'INVALID_COUNTRY')
    expect(await validationOf(admin.put('/api/country/update/VN', {}))).toEqual({ '': 'fieldIsEmpty' })
    expect(await validationOf(admin.put('/api/country/update/VN', { enabled: 'yes', sortOrder: -1 }))).toEqual({
      enabled: 'invalidValue',
      sortOrder: 'invalidValue',
    })
  })
})

describe('prices', () => {
  const monthly = { kind: 'private', ipVersion: 'ipv4', ipMode: 'static', countryCode: '*', periodUnit: 'month', periodCount: 1 }

  it('upsert adds a row, replaces the row of the same product and period, or changes the row named', async () => {
    const { admin } = await adminAndCustomer()
    await ok(admin.post('/api/country/create', { code: 'US' }))
    const first = await ok<Price>(admin.put('/api/price/upsert', { ...monthly, price: 45_000, popular: true }))
    expect(first).toMatchObject({ ...monthly, price: 45_000, popular: true, enabled: true })
    const again = await ok<Price>(admin.put('/api/price/upsert', { ...monthly, price: 47_000 }))
    expect(again).toEqual({ ...first, price: 47_000, popular: false })
    const us = await ok<Price>(admin.put('/api/price/upsert', { ...monthly, countryCode: 'us', price: 55_000 }))
    expect(us).toMatchObject({ countryCode: 'US', price: 55_000 })
    const changed = await ok<Price>(
      admin.put('/api/price/upsert', { ...monthly, id: us._id, countryCode: 'US', periodCount: 3, price: 150_000 }),
    )
    expect(changed).toMatchObject({ _id: us._id, periodCount: 3, price: 150_000 })

    await expectError(admin.put('/api/price/upsert', { ...monthly, id: changed._id, price: 1 }), 400, 'PRICE_ALREADY_EXISTS')
    await expectError(admin.put('/api/price/upsert', { ...monthly, id: 'gone', price: 1 }), 404, 'PRICE_NOT_EXISTS')
    await expectError(admin.put('/api/price/upsert', { ...monthly, countryCode: 'JP', price: 1 }), 400, 'INVALID_COUNTRY')
    expect(await validationOf(admin.put('/api/price/upsert', { ...monthly, price: 0, periodUnit: 'year' }))).toEqual({
      price: 'invalidValue',
      periodUnit: 'invalidValue',
    })
    expect(await validationOf(admin.put('/api/price/upsert', { ...monthly, price: 1.5 }))).toEqual({ price: 'invalidValue' })
  })

  it('the public lists hold prices on sale; price-private only the private products; admins see every row', async () => {
    const { admin } = await adminAndCustomer()
    const privateRow = await ok<Price>(admin.put('/api/price/upsert', { ...monthly, price: 45_000 }))
    const sharedRow = await ok<Price>(admin.put('/api/price/upsert', { ...monthly, kind: 'shared', price: 20_000 }))
    const daily = await ok<Price>(admin.put('/api/price/upsert', { ...monthly, periodUnit: 'day', price: 3_000 }))
    const off = await ok<Price>(admin.put('/api/price/upsert', { ...monthly, ipMode: 'dynamic', price: 60_000, enabled: false }))

    const ids = (rows: Price[]) => rows.map((row) => row._id)
    expect(ids(await ok(caller().get('/api/price/list')))).toEqual([daily._id, privateRow._id, sharedRow._id])
    expect(ids(await ok(caller().get('/api/price-private/list')))).toEqual([daily._id, privateRow._id])
    expect(ids(await ok(admin.get('/api/price/list-price')))).toEqual([off._id, daily._id, privateRow._id, sharedRow._id])

    expect(await ok(admin.delete(`/api/price/delete/${daily._id}`))).toEqual({ ok: true })
    await expectError(admin.delete(`/api/price/delete/${daily._id}`), 404, 'PRICE_NOT_EXISTS')
    expect(ids(await ok(caller().get('/api/price-private/list')))).toEqual([privateRow._id])
  })
})

describe('bandwidth tiers', () => {
  it('admins set each tier; only unlimited goes without a cap; the list keeps the tiers in order', async () => {
    const { admin } = await adminAndCustomer()
    expect(await ok(caller().get('/api/bandwidth/list'))).toEqual([])
    await ok(admin.put('/api/bandwidth/update', { tier: 'unlimited', monthlyGb: null, surchargePercent: 100 }))
    expect(await ok(admin.put('/api/bandwidth/update', { tier: 'basic', monthlyGb: 50, surchargePercent: 0 }))).toEqual({
      tier: 'basic',
      monthlyGb: 50,
      surchargePercent: 0,
    })
    await ok(admin.put('/api/bandwidth/update', { tier: 'basic', monthlyGb: 60, surchargePercent: 5 }))
    expect(await ok(caller().get('/api/bandwidth/list'))).toEqual([
      { tier: 'basic', monthlyGb: 60, surchargePercent: 5 },
      { tier: 'unlimited', monthlyGb: null, surchargePercent: 100 },
    ])
    await expectError(
      admin.put('/api/bandwidth/update', { tier: 'unlimited', monthlyGb: 10, surchargePercent: 100 }),
      400,
      'BANDWIDTH_INVALID',
    )
    await expectError(
      admin.put('/api/bandwidth/update', { tier: 'premium', monthlyGb: null, surchargePercent: 50 }),
      400,
      'BANDWIDTH_INVALID',
    )
    expect(await validationOf(admin.put('/api/bandwidth/update', { tier: 'gold', monthlyGb: 0, surchargePercent: 5000 }))).toEqual({
      tier: 'invalidValue',
      monthlyGb: 'invalidValue',
      surchargePercent: 'invalidValue',
    })
  })
})

describe('discounts', () => {
  it('admins add, change and delete quantity discounts, one per threshold; the list is by threshold', async () => {
    const { admin } = await adminAndCustomer()
    const fifty = await ok<{ _id: string }>(admin.post('/api/discount/create', { minAmount: 50, percent: 10 }))
    const ten = await ok<{ _id: string }>(admin.post('/api/discount/create', { minAmount: 10, percent: 5 }))
    expect(ten).toEqual({ _id: expect.any(String), minAmount: 10, percent: 5 })
    await expectError(admin.post('/api/discount/create', { minAmount: 50, percent: 12 }), 400, 'DISCOUNT_ALREADY_EXISTS')
    expect(await ok(admin.put(`/api/discount/update/${fifty._id}`, { percent: 12 }))).toEqual({
      _id: fifty._id,
      minAmount: 50,
      percent: 12,
    })
    await expectError(admin.put(`/api/discount/update/${fifty._id}`, { minAmount: 10 }), 400, 'DISCOUNT_ALREADY_EXISTS')
    await expectError(admin.put('/api/discount/update/gone', { percent: 5 }), 404, 'DISCOUNT_NOT_EXISTS')
    expect(await ok(caller().get('/api/discount/list'))).toEqual([
      { _id: ten._id, minAmount: 10, percent: 5 },
      { _id: fifty._id, minAmount: 50, percent: 12 },
    ])
    expect(await ok(admin.delete(`/api/discount/delete/${ten._id}`))).toEqual({ ok: true })
    await expectError(admin.delete(`/api/discount/delete/${ten._id}`), 404, 'DISCOUNT_NOT_EXISTS')
    expect(await validationOf(admin.post('/api/discount/create', { minAmount: 0, percent: 95 }))).toEqual({
      minAmount: 'invalidValue',
      percent: 'invalidValue',
    })
    expect(await validationOf(admin.put(`/api/discount/update/${fifty._id}`, {}))).toEqual({ '': 'fieldIsEmpty' })
  })
})
