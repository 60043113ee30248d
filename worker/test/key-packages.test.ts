import { beforeEach, describe, expect, it } from 'vitest'
import type { KeyPackageView, KeyStockView } from '../src/contract/key-packages'
import { expectError, validationOf } from './accounts'
import { adminAndCustomer, type Caller, importLines, node, ok, testNetLines } from './catalogue-helpers'
import { reportServing } from './key-fixtures'

let admin: Caller
let customer: Caller
beforeEach(async () => {
  ;({ admin, customer } = await adminAndCustomer())
})

const monthly = (extra: Record<string, unknown> = {}) => ({
  name: 'VN xoay 1 tháng',
  ipVersion: 'ipv4',
  countryCode: 'VN',
  periodUnit: 'month',
  periodCount: 1,
  price: 150_000,
  renewPrice: 140_000,
  ...extra,
})

describe('rotating key packages (admins, on the catalogue page)', () => {
  it('are made with names in vi and en, product, country, carrier or region, period, change interval, rotation, price and renewal price', async () => {
    await ok(admin.post('/api/country/create', { code: 'VN' }))
    const made = await ok<KeyPackageView>(
      admin.post('/api/key-package/create', monthly({ carrier: ' Viettel ', region: '', minChangeSeconds: 90, autoRotateMinutes: 15 })),
    )
    expect(made).toEqual({
      _id: made._id,
      name: 'VN xoay 1 tháng',
      description: '',
      // One name given (as callers did before the English texts): it reads the same in both languages.
      nameEn: 'VN xoay 1 tháng',
      descriptionEn: '',
      ipVersion: 'ipv4',
      countryCode: 'VN',
      carrier: 'Viettel',
      region: null,
      periodUnit: 'month',
      periodCount: 1,
      minChangeSeconds: 90,
      autoRotateMinutes: 15,
      price: 150_000,
      renewPrice: 140_000,
      popular: false,
      enabled: true,
      sortOrder: 0,
      stock: 0,
    })
    const changed = await ok<KeyPackageView>(admin.put(`/api/key-package/update/${made._id}`, { autoRotateMinutes: null, price: 160_000 }))
    expect(changed).toMatchObject({ autoRotateMinutes: null, price: 160_000, carrier: 'Viettel' })
    await expectError(admin.post('/api/key-package/create', monthly()), 400, 'PACKAGE_ALREADY_EXIST')
    expect(await ok(admin.delete(`/api/key-package/delete/${made._id}`))).toEqual({ ok: true })
    await expectError(admin.delete(`/api/key-package/delete/${made._id}`), 404, 'NOT_FOUND')

    // A Vietnamese and an English name and description, both listed, changed and searched.
    await ok(admin.put('/api/country/update/VN', { enabled: true }))
    const texts = {
      name: 'Xoay VN 1 tháng',
      description: 'Đổi IP khi bạn gọi',
      nameEn: 'VN rotating 1 month',
      descriptionEn: 'A new IP on call',
    }
    const both = await ok<KeyPackageView>(admin.post('/api/key-package/create', monthly(texts)))
    expect(both).toMatchObject(texts)
    await ok(admin.put(`/api/key-package/update/${both._id}`, { nameEn: 'VN turbo rotating', descriptionEn: 'Turbo' }))
    const listed = await ok<{ data: KeyPackageView[] }>(customer.get('/api/key-package/list?search=turbo'))
    expect(listed.data.map(({ name, description, nameEn, descriptionEn }) => ({ name, description, nameEn, descriptionEn }))).toEqual([
      { ...texts, nameEn: 'VN turbo rotating', descriptionEn: 'Turbo' },
    ])
    expect(await validationOf(admin.put(`/api/key-package/update/${both._id}`, { nameEn: ' ', descriptionEn: 'x'.repeat(501) }))).toEqual({
      nameEn: 'fieldIsEmpty',
      descriptionEn: 'tooLong',
    })
  })

  it('refuses bad input field by field, an unlisted country, and callers who are not admins', async () => {
    await ok(admin.post('/api/country/create', { code: 'VN' }))
    expect(
      await validationOf(
        admin.post(
          '/api/key-package/create',
          monthly({ minChangeSeconds: 5, autoRotateMinutes: 0, price: 0, ipVersion: 'ipv5', name: ' ' }),
        ),
      ),
    ).toEqual({
      minChangeSeconds: 'invalidValue',
      autoRotateMinutes: 'invalidValue',
      price: 'invalidValue',
      ipVersion: 'invalidValue',
      name: 'fieldIsEmpty',
    })
    await expectError(admin.post('/api/key-package/create', monthly({ countryCode: 'ZZ' })), 400, 'INVALID_COUNTRY')
    await expectError(customer.post('/api/key-package/create', monthly()), 409, 'PERMISSION_DENIED')
    await expectError(customer.get('/api/key-package/list-package'), 409, 'PERMISSION_DENIED')
    await expectError(customer.get('/api/key-package/stock'), 409, 'PERMISSION_DENIED')
  })

  it('are listed publicly only on sale, with the keys in stock on online nodes of their carrier', async () => {
    const nodeId = await node(admin, 'rot-1')
    const made = await ok<KeyPackageView>(admin.post('/api/key-package/create', monthly({ carrier: 'Viettel' })))
    await ok(admin.post('/api/key-package/create', monthly({ name: 'Any carrier' })))
    await ok(admin.post('/api/key-package/create', monthly({ name: 'Hidden', enabled: false })))
    const rotating = { kind: 'rotating', ipMode: 'dynamic' }
    await ok(importLines(admin, nodeId, testNetLines(3), { ...rotating, carrier: 'Viettel', region: 'Hà Nội' }))
    await ok(importLines(admin, nodeId, testNetLines(2, 11_000), { ...rotating, carrier: 'Mobifone' }))
    await ok(importLines(admin, nodeId, testNetLines(4, 12_000)))

    // The node never reported: nothing can be sold yet.
    const stockOf = async (name: string) =>
      (await ok<{ data: KeyPackageView[] }>(customer.get('/api/key-package/list'))).data.find((pkg) => pkg.name === name)?.stock
    expect(await stockOf(made.name)).toBe(0)
    await reportServing(nodeId)
    expect(await stockOf(made.name)).toBe(3)
    expect(await stockOf('Any carrier')).toBe(5)
    expect(await stockOf('Hidden')).toBeUndefined()
    expect((await ok<{ total: number }>(admin.get('/api/key-package/list-package'))).total).toBe(3)
    expect(await ok<KeyStockView[]>(admin.get('/api/key-package/stock'))).toEqual([
      { countryCode: 'VN', ipVersion: 'ipv4', carrier: 'Mobifone', region: null, free: 2 },
      { countryCode: 'VN', ipVersion: 'ipv4', carrier: 'Viettel', region: 'Hà Nội', free: 3 },
    ])
    // The rotating pool is not stock of private proxies.
    const countries = await ok<{ code: string; stock: Record<string, number> }[]>(customer.get('/api/country/list'))
    expect(countries.find((country) => country.code === 'VN')?.stock['private:ipv4:static']).toBe(4)
  })
})
