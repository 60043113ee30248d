import { Hono } from 'hono'
import { config } from '../config'
import { InvoiceInput, InvoiceView } from '../contract/invoices'
import { ListQuery, listResult } from '../contract/list'
import { listInvoices, requestInvoice } from '../invoices/invoices'
import type { ApiEnv } from './context'
import { describe } from './describe'
import { unwrapResult } from './results'
import { signedIn } from './session'
import { validate } from './validation'

export const vatInvoices = new Hono<ApiEnv>()
  .post(
    '/create',
    describe('vat-invoices', 'Ask for a VAT invoice for a credited top-up (one per top-up)', InvoiceView, 'signed-in'),
    signedIn(),
    validate('json', InvoiceInput),
    async (c) => {
      const deps = { db: c.get('db'), config: config(c.env), now: c.get('now') }
      return c.json(unwrapResult(await requestInvoice(deps, c.get('auth').user.id, c.req.valid('json'))), 200)
    },
  )
  .get(
    '/list',
    describe('vat-invoices', "The user's VAT invoice requests, 25 a page", listResult(InvoiceView), 'signed-in'),
    signedIn(),
    validate('query', ListQuery),
    async (c) => {
      const { page, limit } = c.req.valid('query')
      return c.json(await listInvoices(c.get('db'), c.get('auth').user.id, { page, limit }), 200)
    },
  )
