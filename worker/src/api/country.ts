import { Hono } from 'hono'
import * as v from 'valibot'
import { createCountry, listCountries, updateCountry } from '../catalogue/countries'
import { CountryView } from '../contract/catalogue'
import { AdminCountryView, CodeParam, CreateCountryInput, UpdateCountryInput } from '../contract/catalogue-admin'
import type { ApiEnv } from './context'
import { describe } from './describe'
import { unwrapResult } from './results'
import { adminOnly, signedIn } from './session'
import { validate } from './validation'

const stockNote = 'with live stock per product (`kind:ipVersion:ipMode` -> free proxies)'

export const country = new Hono<ApiEnv>()
  .get('/list', describe('country', `Countries on sale, in list order, ${stockNote}`, v.array(CountryView)), async (c) => {
    const onSale = await listCountries(c.get('db'), true)
    return c.json(
      onSale.map(({ sortOrder: _sortOrder, ...view }) => view),
      200,
    )
  })
  .get(
    '/list-country',
    describe('country', `Every country, on sale or not, ${stockNote}`, v.array(AdminCountryView), 'admin'),
    signedIn(),
    adminOnly,
    async (c) => c.json(await listCountries(c.get('db'), false), 200),
  )
  .post(
    '/create',
    describe(
      'country',
      'Add a country by its ISO code (INVALID_COUNTRY if there is none such); one listed is answered as it is',
      AdminCountryView,
      'admin',
    ),
    signedIn(),
    adminOnly,
    validate('json', CreateCountryInput),
    async (c) => c.json(unwrapResult(await createCountry(c.get('db'), c.req.valid('json').code)), 200),
  )
  .put(
    '/update/:code',
    describe('country', 'Put a listed country on sale or off, or move it in the list', AdminCountryView, 'admin'),
    signedIn(),
    adminOnly,
    validate('param', CodeParam),
    validate('json', UpdateCountryInput),
    async (c) => c.json(unwrapResult(await updateCountry(c.get('db'), c.req.valid('param').code, c.req.valid('json'))), 200),
  )
