import { Hono } from 'hono'
import * as v from 'valibot'
import { Done } from '../contract/auth'
import { IdParam } from '../contract/catalogue-admin'
import { CreateKeyPackageInput, KeyPackageQuery, KeyPackageView, KeyStockView, UpdateKeyPackageInput } from '../contract/key-packages'
import { listResult } from '../contract/list'
import { createKeyPackage, deleteKeyPackage, listKeyPackages, updateKeyPackage } from '../keys/key-packages'
import { keyStockOptions } from '../keys/key-stock'
import type { ApiEnv } from './context'
import { describe } from './describe'
import { unwrapResult } from './results'
import { adminOnly, signedIn } from './session'
import { validate } from './validation'

const listed = 'a page at a time, searched by name or description, filtered by ipVersion and countryCode; each with the keys in stock'

/** Rotating key packages (ADR 0028): the public list for the pricing and /proxy-rotating, the admin's catalogue. */
export const keyPackage = new Hono<ApiEnv>()
  .get(
    '/list',
    describe('key-package', `Rotating key packages on sale, ${listed}`, listResult(KeyPackageView)),
    validate('query', KeyPackageQuery),
    async (c) => c.json(await listKeyPackages(c.get('db'), c.req.valid('query'), true, c.get('now')), 200),
  )
  .get(
    '/list-package',
    describe('key-package', `Every rotating key package, on sale or not, ${listed}`, listResult(KeyPackageView), 'admin'),
    signedIn(),
    adminOnly,
    validate('query', KeyPackageQuery),
    async (c) => c.json(await listKeyPackages(c.get('db'), c.req.valid('query'), false, c.get('now')), 200),
  )
  .get(
    '/stock',
    describe('key-package', 'The free rotating stock by country, IP version, carrier and region', v.array(KeyStockView), 'admin'),
    signedIn(),
    adminOnly,
    async (c) => c.json(await keyStockOptions(c.get('db')), 200),
  )
  .post(
    '/create',
    describe('key-package', 'Add a rotating key package (PACKAGE_ALREADY_EXIST for a name in use)', KeyPackageView, 'admin'),
    signedIn(),
    adminOnly,
    validate('json', CreateKeyPackageInput),
    async (c) => c.json(unwrapResult(await createKeyPackage(c.get('db'), c.req.valid('json'), c.get('now'))), 200),
  )
  .put(
    '/update/:id',
    describe('key-package', 'Change the fields given of a key package; keys bought keep their terms', KeyPackageView, 'admin'),
    signedIn(),
    adminOnly,
    validate('param', IdParam),
    validate('json', UpdateKeyPackageInput),
    async (c) => {
      const { id } = c.req.valid('param')
      return c.json(unwrapResult(await updateKeyPackage(c.get('db'), id, c.req.valid('json'), c.get('now'))), 200)
    },
  )
  .delete(
    '/delete/:id',
    describe('key-package', 'Delete a key package (keys bought with it keep its name and terms)', Done, 'admin'),
    signedIn(),
    adminOnly,
    validate('param', IdParam),
    async (c) => c.json(unwrapResult(await deleteKeyPackage(c.get('db'), c.req.valid('param').id)), 200),
  )
