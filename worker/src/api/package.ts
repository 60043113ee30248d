import { Hono } from 'hono'
import { createPackage, deletePackage, listPackages, updatePackage } from '../catalogue/packages'
import { Done } from '../contract/auth'
import { PackageView } from '../contract/catalogue'
import { CreatePackageInput, IdParam, PackageQuery, UpdatePackageInput } from '../contract/catalogue-admin'
import { listResult } from '../contract/list'
import type { ApiEnv } from './context'
import { describe } from './describe'
import { unwrapResult } from './results'
import { adminOnly, signedIn } from './session'
import { validate } from './validation'

const listed =
  'a page at a time, searched by name or description, filtered by kind, ipVersion, ipMode, countryCode; each with its live stock'

export const packageRoutes = new Hono<ApiEnv>()
  .get(
    '/list',
    describe('package', `Packages on sale (in a country on sale), ${listed}`, listResult(PackageView)),
    validate('query', PackageQuery),
    async (c) => c.json(await listPackages(c.get('db'), c.req.valid('query'), true), 200),
  )
  .get(
    '/list-package',
    describe('package', `Every package, on sale or not, ${listed}`, listResult(PackageView), 'admin'),
    signedIn(),
    adminOnly,
    validate('query', PackageQuery),
    async (c) => c.json(await listPackages(c.get('db'), c.req.valid('query'), false), 200),
  )
  .post(
    '/create',
    describe('package', 'Add a package (PACKAGE_ALREADY_EXIST for a name in use)', PackageView, 'admin'),
    signedIn(),
    adminOnly,
    validate('json', CreatePackageInput),
    async (c) => c.json(unwrapResult(await createPackage(c.get('db'), c.req.valid('json'), c.get('now'))), 200),
  )
  .put(
    '/update/:id',
    describe('package', 'Change the fields given of a package (NOT_FOUND if there is none)', PackageView, 'admin'),
    signedIn(),
    adminOnly,
    validate('param', IdParam),
    validate('json', UpdatePackageInput),
    async (c) => c.json(unwrapResult(await updatePackage(c.get('db'), c.req.valid('param').id, c.req.valid('json'), c.get('now'))), 200),
  )
  .delete(
    '/delete/:id',
    describe('package', 'Delete a package (orders bought with it keep its name and prices)', Done, 'admin'),
    signedIn(),
    adminOnly,
    validate('param', IdParam),
    async (c) => c.json(unwrapResult(await deletePackage(c.get('db'), c.req.valid('param').id)), 200),
  )
